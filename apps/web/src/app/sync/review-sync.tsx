import { useCurrentUser } from '@/entities/user/store';
import { useRatingQueueSync } from '@/features/flashcards/hooks/use-rating-queue-sync';

/** Sends flashcard ratings left in this browser's queue, wherever in the app the learner is. */
export function ReviewSync() {
  const user = useCurrentUser();
  useRatingQueueSync(user?.id ?? null);
  return null;
}
