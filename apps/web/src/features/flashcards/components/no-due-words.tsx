import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';

export function NoDueWords() {
  const { t } = useTranslation();
  return (
    <section
      data-testid="review-none"
      className="flex flex-col items-center gap-3 rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <CheckCircle2 className="h-10 w-10 text-emerald-500" aria-hidden />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('flashcards.none.title')}
      </h2>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t('flashcards.none.hint')}</p>
      <Link to="/vocabulary" className={buttonClass('secondary')}>
        {t('flashcards.end.back')}
      </Link>
    </section>
  );
}
