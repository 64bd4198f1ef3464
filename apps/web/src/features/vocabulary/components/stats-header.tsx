import type { VocabularyStats } from '@toeic-ace/contract';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/progress-bar';
import { dueBadgeText } from '@/entities/vocabulary-stats/due-count';

function StatCard({
  label,
  value,
  testId,
}: {
  label: string;
  value: number | string;
  testId: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-xs text-slate-500 dark:text-slate-400">{label}</p>
      <p
        data-testid={testId}
        className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white"
      >
        {value}
      </p>
    </div>
  );
}

/** The three review figures, mastered progress and the words added this week. */
export function StatsHeader({ stats }: { stats: VocabularyStats }) {
  const { t } = useTranslation();
  const percent = stats.totalWords ? Math.round((stats.masteredWords / stats.totalWords) * 100) : 0;
  return (
    <section className="space-y-4" data-testid="vocabulary-stats">
      <div className="grid grid-cols-3 gap-3">
        <StatCard
          label={t('vocabulary.stats.needingReview')}
          value={dueBadgeText(stats.wordsNeedingReview)}
          testId="stat-needing-review"
        />
        <StatCard
          label={t('vocabulary.stats.reviewedToday')}
          value={stats.reviewedToday}
          testId="stat-reviewed-today"
        />
        <StatCard
          label={t('vocabulary.stats.streak')}
          value={stats.reviewStreak}
          testId="stat-streak"
        />
      </div>
      <div>
        <div className="mb-1 flex justify-between text-sm text-slate-600 dark:text-slate-300">
          <span>{t('vocabulary.stats.mastered')}</span>
          <span data-testid="mastered-progress">
            {t('vocabulary.stats.masteredOf', {
              mastered: stats.masteredWords,
              total: stats.totalWords,
              percent,
            })}
          </span>
        </div>
        <ProgressBar percent={percent} label={t('vocabulary.stats.mastered')} />
      </div>
      {stats.recentWords > 0 && (
        <p data-testid="recent-words" className="text-sm text-emerald-700 dark:text-emerald-300">
          {t('vocabulary.stats.recent', { count: stats.recentWords })}
        </p>
      )}
    </section>
  );
}

/**
 * Holds the figures' place while they load, the same height as the header without the
 * recent-words line, so the search, the form and the list below do not jump when they arrive.
 */
export function StatsHeaderPlaceholder() {
  return (
    <div className="space-y-4" aria-hidden data-testid="vocabulary-stats-placeholder">
      <div className="grid grid-cols-3 gap-3">
        {[0, 1, 2].map((n) => (
          <div
            key={n}
            className="h-[86px] animate-pulse rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900"
          />
        ))}
      </div>
      <div className="h-8" />
    </div>
  );
}
