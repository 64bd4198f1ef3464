import { useCurrentUser } from '@/entities/user/store';
import { ReviewLoginRequired } from './review-login-required';
import { ReviewOverviewPage } from './review-overview-page';
import { SessionDetail, type ReviewSource } from './session-detail';

/** `/review/{sessionId}` (and `/review` when `sessionId` is null). */
export function ReviewPage({
  sessionId,
  source,
}: {
  sessionId: string | null;
  /** The app passes a mock test's questions in (`/review/mock/{id}`). */
  source?: ReviewSource;
}) {
  const user = useCurrentUser();
  if (!sessionId) return <ReviewOverviewPage />;
  if (!user) return <ReviewLoginRequired />;
  return <SessionDetail key={sessionId} sessionId={sessionId} source={source} />;
}
