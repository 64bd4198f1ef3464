import { ArrowLeft } from 'lucide-react';
import type { PracticeSessionDetail } from '@toeic-ace/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstPaint } from '@/lib/idle';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { usePracticeSessionDetail } from '@/entities/practice-session/api/get-session';
import { ReviewErrorView } from './review-error-view';

const loadSessionReview = () => import('./session-review');
const SessionReview = lazy(loadSessionReview);
// The set's screens start downloading once the page's first paint is on screen, so they come
// in while its questions do, not after them.
afterFirstPaint(() => void loadSessionReview());

/** Where the reviewed questions come from: a practice session, or (from the app) a mock test. */
export interface ReviewSource {
  useDetail: (id: string) => {
    data: PracticeSessionDetail | undefined;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  /** Replaces the parts list as the heading (and drops the type and level below it). */
  title?: string;
}

/** `/review/{id}`: the session's questions, filtered all / correct / incorrect, first selected. */
export function SessionDetail({ sessionId, source }: { sessionId: string; source?: ReviewSource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const detail = (source?.useDetail ?? usePracticeSessionDetail)(sessionId);

  // Back to the list the learner came from (with its filter), or to /review on a direct visit.
  const back = () => (location.key === 'default' ? navigate('/review') : navigate(-1));

  const loading = (
    <div className="flex flex-col items-center gap-3 py-20 text-slate-500 dark:text-slate-400">
      <Spinner size="lg" />
      {t('review.detail.loading')}
    </div>
  );

  return (
    <div data-testid="review-detail" className="space-y-5">
      <Button variant="ghost" size="sm" onClick={() => void back()} data-testid="review-back">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('review.detail.back')}
      </Button>

      {detail.isPending ? (
        loading
      ) : detail.isError ? (
        <ReviewErrorView error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <Suspense fallback={loading}>
          <SessionReview session={detail.data} title={source?.title} />
        </Suspense>
      ) : null}
    </div>
  );
}
