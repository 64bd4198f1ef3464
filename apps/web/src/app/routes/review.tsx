import { useParams } from 'react-router';
import { ReviewPage } from '@/features/review/components/review-page';

export function Component() {
  const { sessionId } = useParams();
  return <ReviewPage sessionId={sessionId ?? null} />;
}
