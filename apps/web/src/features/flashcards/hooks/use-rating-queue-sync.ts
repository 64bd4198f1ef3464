import { useQueryClient } from '@tanstack/react-query';
import { RATING_SYNC } from '@toeic-ace/contract/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { localDbMayExist } from '@/db/exists';
import { VOCABULARY_KEY } from '@/entities/vocabulary-stats/keys';
import { notify } from '@/lib/notify';
import { retryDelayMs } from '@/lib/retry';
import { useRatingQueue } from '../rating-queue-context';

/**
 * Keeps the signed-in learner's queued ratings moving: sends them at sign-in (ratings left from
 * an earlier visit), at once whenever the browser comes back online, and again and again while
 * any is queued, after a growing wait capped at RATING_SYNC.maxRetryDelayMs — also when the
 * browser thinks it is online but the server is down, where no `online` event ever comes. A
 * rating that failed on its first trip (queued while the server was down) arms the same timer.
 * Each delivered rating refreshes the vocabulary figures; one refused for good is reported.
 */
export function useRatingQueueSync(userId: string | null) {
  const { t } = useTranslation();
  const queue = useRatingQueue();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      queue.subscribe((event) => {
        if (event.type === 'delivered')
          void queryClient.invalidateQueries({ queryKey: VOCABULARY_KEY });
        if (event.type === 'rejected') notify.error(t('flashcards.saveFailed'));
      }),
    [queue, queryClient, t],
  );

  useEffect(() => {
    if (!userId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let live = true;
    const retryLater = () => {
      if (!live || timer !== undefined) return;
      const wait = Math.min(RATING_SYNC.maxRetryDelayMs, retryDelayMs(Math.max(0, failures - 1)));
      timer = setTimeout(flush, wait);
    };
    function flush() {
      clearTimeout(timer);
      timer = undefined;
      void queue
        .flush(userId!)
        // The browser database itself failed (none in this browser): trying again won't help.
        .catch(() => true)
        .then((drained) => {
          if (!live) return;
          failures = drained ? 0 : failures + 1;
          if (!drained) retryLater();
        });
    }
    // A rating recorded while the server is down fails its own first trip: keep it moving.
    const unsubscribe = queue.subscribe((event) => {
      if (event.type !== 'changed' || timer !== undefined) return;
      void queue
        .pending(userId)
        .then((left) => {
          if (left.some((r) => r.attempts > 0)) {
            failures = Math.max(failures, 1);
            retryLater();
          }
        })
        .catch(() => undefined);
    });
    // Ratings wait in the browser database: without one in this browser none are waiting, and
    // the first flush would load the database library and create one for nothing.
    void localDbMayExist().then((mayExist) => {
      if (live && mayExist) flush();
    });
    window.addEventListener('online', flush);
    return () => {
      live = false;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('online', flush);
    };
  }, [queue, userId]);
}
