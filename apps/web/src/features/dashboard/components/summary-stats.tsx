import type { PracticeStats } from '@toeic-ace/contract';
import { ListChecks, Repeat, Target, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface Tile {
  key: 'sessions' | 'accuracy' | 'questions';
  icon: LucideIcon;
  value: string;
}

/** Practice count, average accuracy (mean score of completed sets) and total questions. */
export function SummaryStats({ stats }: { stats: PracticeStats }) {
  const { t } = useTranslation();
  const tiles: Tile[] = [
    { key: 'sessions', icon: Repeat, value: String(stats.completedSessions) },
    {
      key: 'accuracy',
      icon: Target,
      value: stats.averageScore === null ? '--' : `${Math.round(stats.averageScore)}%`,
    },
    { key: 'questions', icon: ListChecks, value: String(stats.overall.questions) },
  ];
  return (
    <dl data-testid="summary-stats" className="grid grid-cols-3 gap-3 sm:gap-4">
      {tiles.map(({ key, icon: Icon, value }) => (
        <div
          key={key}
          className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="w-fit rounded-2xl bg-gradient-to-br from-indigo-500 to-sky-500 p-2.5 text-white shadow-md shadow-indigo-500/20 sm:p-3">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <div className="flex min-w-0 flex-col-reverse">
            <dt className="text-xs text-slate-500 sm:text-sm dark:text-slate-400">
              {t(`dashboard.summary.${key}`)}
            </dt>
            <dd
              data-testid={`summary-${key}`}
              className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white"
            >
              {value}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
