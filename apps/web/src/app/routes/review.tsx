import { ReviewOverview } from '@/features/review/components/review-overview';
import { ReviewPage } from '@/features/review/components/review-page';

/** `/review`: the sessions and the stats (one session is routes/review-session.tsx). */
export function Component() {
  return (
    <ReviewPage>
      <ReviewOverview />
    </ReviewPage>
  );
}
