import { useEffect, useState } from 'react';
import { useRatingQueue } from '../rating-queue-context';

/**
 * How many of the user's ratings are waiting for the server after a failed delivery (offline,
 * server trouble); one on its first trip is not counted, so the notice does not flicker.
 */
export function usePendingRatings(userId: string): number {
  const queue = useRatingQueue();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      void queue
        .pending(userId)
        .then((records) => live && setCount(records.filter((r) => r.attempts > 0).length))
        .catch(() => undefined);
    read();
    const unsubscribe = queue.subscribe(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [queue, userId]);
  return count;
}
