import { useParams } from 'react-router';
import { ReviewPage } from '@/features/review/components/review-page';

/** `/review/{sessionId}`: one finished set, question by question. */
export function Component() {
  const { sessionId = '' } = useParams();
  return <ReviewPage sessionId={sessionId} />;
}
