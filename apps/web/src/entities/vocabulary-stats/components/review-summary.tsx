import { CalendarClock, Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { useVocabularyStatsQuery } from '../api/get-stats';
import { DueIcon } from './due-icon';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl bg-slate-50 px-3 py-2.5 dark:bg-slate-800/60">
      <p className="text-xs text-slate-500 dark:text-slate-400">{label}</p>
      <p
        data-testid={testId}
        className="mt-0.5 text-xl font-semibold text-slate-900 tabular-nums dark:text-white"
      >
        {value}
      </p>
    </div>
  );
}

/** The home page's word-review card: due words, today's reviews, the streak, and a way in. */
export function ReviewSummary({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const stats = useVocabularyStatsQuery(userId);
  // Nothing to review before the first word is saved; the card would only show zeros.
  if (!stats.data || stats.data.totalWords === 0) return null;
  const { wordsNeedingReview: due, reviewedToday, reviewStreak } = stats.data;
  return (
    <Card testId="home-review-summary" className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex items-center gap-3 sm:w-44">
        <DueIcon icon={CalendarClock} count={due} tone="indigo" />
        <h2 className="font-semibold text-slate-900 dark:text-white">
          {t('flashcards.summary.title')}
        </h2>
      </div>
      <div className="grid flex-1 grid-cols-3 gap-2">
        <Figure label={t('flashcards.summary.due')} value={String(due)} testId="home-review-due" />
        <Figure
          label={t('flashcards.summary.reviewedToday')}
          value={String(reviewedToday)}
          testId="home-reviewed-today"
        />
        <Figure
          label={t('flashcards.summary.streak')}
          value={t('flashcards.summary.streakDays', { count: reviewStreak })}
          testId="home-review-streak"
        />
      </div>
      {due > 0 ? (
        <Link
          to="/vocabulary/review"
          data-testid="home-start-review"
          className={buttonClass('primary')}
        >
          {t('flashcards.start')}
        </Link>
      ) : (
        <p className="flex items-center gap-1.5 text-sm text-emerald-700 dark:text-emerald-300">
          <Flame className="h-4 w-4" aria-hidden />
          {t('flashcards.summary.complete')}
        </p>
      )}
    </Card>
  );
}
