import { useCurrentUser } from '@/entities/user/store';
import { ReviewPage } from '@/features/flashcards/components/review-page';

/** Behind the sign-in guard: ratings belong to an account. */
export function Component() {
  const user = useCurrentUser();
  return user ? <ReviewPage key={user.id} userId={user.id} /> : null;
}
