import { useCurrentUser } from '@/entities/user/store';
import { ReviewLoginRequired } from './review-login-required';
import { SessionDetail, type ReviewSource } from './session-detail';

/** `/review/{sessionId}` (and `/review/mock/{id}`): one finished set, for a signed-in learner. */
export function ReviewPage({
  sessionId,
  source,
}: {
  sessionId: string;
  /** The app passes a mock test's questions in (`/review/mock/{id}`). */
  source?: ReviewSource;
}) {
  if (!useCurrentUser()) return <ReviewLoginRequired />;
  return <SessionDetail key={sessionId} sessionId={sessionId} source={source} />;
}
