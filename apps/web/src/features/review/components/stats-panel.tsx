import { TOEIC_PARTS } from '@toeic-ace/contract/rules';
import type { PracticeSession, PracticeStats } from '@toeic-ace/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { PartFilter } from './part-filter';

interface StatsPanelProps {
  /** The sessions the list below shows (already filtered by part). */
  sessions: readonly PracticeSession[];
  stats: PracticeStats | undefined;
  part: number | null;
  onPartChange: (part: number | null) => void;
}

/** Total questions, session count and average score of the listed sessions; accuracy per part. */
export function StatsPanel({ sessions, stats, part, onPartChange }: StatsPanelProps) {
  const { t } = useTranslation();
  const questions = sessions.reduce((n, s) => n + s.totalQuestions, 0);
  const scored = sessions.filter((s) => s.score !== null);
  const average =
    scored.length === 0
      ? null
      : Math.round(scored.reduce((n, s) => n + (s.score ?? 0), 0) / scored.length);
  const tiles = [
    { key: 'questions', value: String(questions) },
    { key: 'sessions', value: String(sessions.length) },
    { key: 'averageScore', value: average === null ? '--' : `${average}%` },
  ] as const;

  return (
    <section
      data-testid="review-stats"
      aria-labelledby="review-stats-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="review-stats-title" className="font-semibold text-slate-900 dark:text-white">
          {t('review.stats.title')}
        </h2>
        <PartFilter value={part} onChange={onPartChange} />
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-3">
        {tiles.map(({ key, value }) => (
          <div
            key={key}
            className="flex flex-col-reverse rounded-2xl bg-slate-50 px-3 py-3 sm:px-4 dark:bg-slate-800/60"
          >
            <dt className="text-xs text-slate-500 sm:text-sm dark:text-slate-400">
              {t(`review.stats.${key}`)}
            </dt>
            <dd
              data-testid={`review-stat-${key}`}
              className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white"
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-sm font-medium text-slate-500 dark:text-slate-400">
        {t('review.stats.partAccuracy')}
      </h3>
      <ul className="mt-3 grid gap-x-8 gap-y-2.5 lg:grid-flow-col lg:grid-cols-2 lg:grid-rows-4">
        {TOEIC_PARTS.map(({ part: number, key }) => {
          const accuracy = stats?.byPart[key].accuracy ?? null;
          const active = part === number;
          return (
            <li
              key={key}
              data-testid={`review-part-accuracy-${number}`}
              className={clsx(
                'grid grid-cols-[minmax(0,1fr)_5rem_2.75rem] items-center gap-3 text-sm sm:grid-cols-[minmax(0,1fr)_8rem_2.75rem]',
                part !== null && !active && 'opacity-50',
              )}
            >
              <span className="truncate text-slate-700 dark:text-slate-200">
                <span className="font-semibold">{t('session.part', { part: number })}</span>{' '}
                <span className="text-slate-500 dark:text-slate-400">{t(`parts.${key}.name`)}</span>
              </span>
              <span className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                <span
                  className={clsx(
                    'block h-full rounded-full',
                    number <= 4 ? 'bg-indigo-500' : 'bg-sky-500',
                  )}
                  style={{ width: `${accuracy ?? 0}%` }}
                />
              </span>
              <span className="text-right font-semibold text-slate-900 tabular-nums dark:text-white">
                {accuracy === null ? '--' : `${Math.round(accuracy)}%`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
