import { TOEIC_PARTS } from '@toeic-ace/contract/rules';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { readFailure } from '@/lib/query-client';
import { usePracticeStats } from '@/entities/practice-session/api/get-stats';
import { useCompletedSessions } from '@/entities/practice-session/api/list-sessions';
import { partNumberOf } from '@/entities/practice-session/format';
import { ReviewErrorView } from './review-error-view';
import { SessionRow } from './session-row';
import { StatsPanel } from './stats-panel';
import { PageHeader } from '@/components/page-header';

const parsePart = (value: string | null): number | null => {
  const part = Number(value);
  return TOEIC_PARTS.some((p) => p.part === part) ? part : null;
};

/** `/review`: the statistics panel, the part filter and the completed sessions. */
export function ReviewOverview() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const part = parsePart(params.get('part'));
  const list = useCompletedSessions();
  const stats = usePracticeStats();
  const sessions = list.data?.sessions ?? [];
  // Shown at the first failure; the list keeps being read in the background (screenRead).
  const failure = list.data ? null : readFailure(list);
  const shown =
    part === null
      ? sessions
      : sessions.filter((s) => s.categories.some((c) => partNumberOf({ category: c }) === part));

  const setPart = (next: number | null) =>
    setParams(next === null ? {} : { part: String(next) }, { replace: true });

  return (
    <div data-testid="review-page" className="space-y-6">
      <PageHeader title={t('review.title')} subtitle={t('review.subtitle')} />

      {failure ? (
        <ReviewErrorView error={failure} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : (
        <>
          <StatsPanel sessions={shown} stats={stats.data} part={part} onPartChange={setPart} />
          <section aria-labelledby="review-list-title">
            <h2
              id="review-list-title"
              className="mb-3 flex items-baseline gap-2 font-semibold text-slate-900 dark:text-white"
            >
              {t('review.list.title')}
              <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
                {t('review.list.count', { count: shown.length })}
              </span>
            </h2>
            {shown.length === 0 ? (
              <div
                data-testid="review-empty"
                className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700"
              >
                <ClipboardList
                  className="h-10 w-10 text-slate-300 dark:text-slate-600"
                  aria-hidden
                />
                <p className="text-slate-600 dark:text-slate-300">
                  {sessions.length === 0 ? t('review.list.empty') : t('review.list.emptyPart')}
                </p>
                <Link to="/practice" className={buttonClass('primary')}>
                  {t('review.list.startPractice')}
                </Link>
              </div>
            ) : (
              <ul data-testid="review-session-list" className="space-y-2.5">
                {shown.map((session) => (
                  <SessionRow key={session.id} session={session} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
