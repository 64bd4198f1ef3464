import { useCurrentUser } from '@/entities/user/store';
import { ReviewLoginRequired } from './review-login-required';
import { ReviewOverview } from './review-overview';

/**
 * `/review`: the learner's finished sets. A page of its own, apart from a set's detail
 * (review-page.tsx), so the list loads without the detail's question, speech and word code.
 */
export function ReviewOverviewPage() {
  return useCurrentUser() ? <ReviewOverview /> : <ReviewLoginRequired />;
}
