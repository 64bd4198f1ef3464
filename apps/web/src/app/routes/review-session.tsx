import { useParams } from 'react-router';
import { ReviewPage } from '@/features/review/components/review-page';
import { SessionDetail } from '@/features/review/components/session-detail';

/** `/review/{sessionId}`: one finished session's questions. */
export function Component() {
  const sessionId = useParams().sessionId ?? '';
  return (
    <ReviewPage>
      <SessionDetail key={sessionId} sessionId={sessionId} />
    </ReviewPage>
  );
}
