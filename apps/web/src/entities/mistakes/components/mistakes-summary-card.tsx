import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { DueIcon } from '@/entities/vocabulary-stats/components/due-icon';
import { useMistakeSummary } from '../api/get-summary';

/** The home page's mistakes card: how many missed questions are due, and a way in. */
export function MistakesSummaryCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const summary = useMistakeSummary(userId);
  // Before the first miss there is nothing to show.
  if (!summary.data || summary.data.total === 0) return null;
  const { due, total } = summary.data;
  return (
    <Card testId="home-mistakes" className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex flex-1 items-center gap-3">
        <DueIcon icon={NotebookPen} count={due} tone="rose" />
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
    </Card>
  );
}
