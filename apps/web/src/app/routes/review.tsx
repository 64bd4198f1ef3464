import { ReviewOverviewPage } from '@/features/review/components/review-overview-page';

/** `/review`: the list of finished sets (a set's detail is routes/review-session.tsx). */
export function Component() {
  return <ReviewOverviewPage />;
}
