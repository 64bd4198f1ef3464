import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { DueBadge } from '@/entities/vocabulary-stats/components/due-badge';
import { useMistakeSummary } from '../api/get-summary';

/** The home page's mistakes card: how many missed questions are due, and a way in. */
export function MistakesSummaryCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const summary = useMistakeSummary(userId);
  // Before the first miss there is nothing to show.
  if (!summary.data || summary.data.total === 0) return null;
  const { due, total } = summary.data;
  return (
    <section
      data-testid="home-mistakes"
      className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-1 items-center gap-3">
        <span className="relative rounded-2xl bg-rose-50 p-3 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300">
          <NotebookPen className="h-6 w-6" aria-hidden />
          <DueBadge count={due} className="absolute -top-2 -right-2" />
        </span>
        <div>
          <h2 className="font-semibold text-slate-900 dark:text-white">{t('mistakes.title')}</h2>
          <p data-testid="home-mistakes-due" className="text-sm text-slate-500 dark:text-slate-400">
            {t('mistakes.home.counts', { due, total })}
          </p>
        </div>
      </div>
      <Link to="/mistakes" data-testid="home-mistakes-open" className={buttonClass('secondary')}>
        {t('mistakes.home.open')}
      </Link>
    </section>
  );
}
