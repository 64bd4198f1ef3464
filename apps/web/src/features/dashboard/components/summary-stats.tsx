import type { PracticeStats } from '@toeic-ace/contract';
import { useTranslation } from 'react-i18next';

/** Practice count, average accuracy (mean score of completed sets) and total questions. */
export function SummaryStats({ stats }: { stats: PracticeStats }) {
  const { t } = useTranslation();
  const tiles = [
    { key: 'sessions', value: String(stats.completedSessions) },
    {
      key: 'accuracy',
      value: stats.averageScore === null ? '--' : `${Math.round(stats.averageScore)}%`,
    },
    { key: 'questions', value: String(stats.overall.questions) },
  ] as const;
  return (
    <dl
      data-testid="summary-stats"
      className="grid grid-cols-3 divide-x divide-slate-100 rounded-3xl border border-slate-200 bg-white py-4 shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {tiles.map(({ key, value }) => (
        <div key={key} className="flex min-w-0 flex-col-reverse px-3 text-center sm:px-4">
          <dt className="mt-0.5 text-xs leading-snug text-slate-500 dark:text-slate-400">
            {t(`dashboard.summary.${key}`)}
          </dt>
          <dd
            data-testid={`summary-${key}`}
            className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white"
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
