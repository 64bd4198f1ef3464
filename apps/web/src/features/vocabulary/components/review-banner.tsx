import { CalendarClock, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** How many words are due; the flashcard screen will link from here once it exists. */
export function ReviewBanner({ due }: { due: number }) {
  const { t } = useTranslation();
  if (due === 0) {
    return (
      <div
        data-testid="review-complete"
        className="flex items-center gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300"
      >
        <CheckCircle2 className="h-5 w-5" aria-hidden />
        {t('vocabulary.review.complete')}
      </div>
    );
  }
  return (
    <div
      data-testid="review-due"
      className="flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <CalendarClock className="h-5 w-5" aria-hidden />
      {t('vocabulary.review.due', { count: due })}
    </div>
  );
}
