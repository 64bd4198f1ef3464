import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VOCABULARY_KEY } from '@/entities/vocabulary-stats/keys';
import { notify } from '@/lib/notify';
import { retryDelayMs } from '@/lib/retry';
import { useRatingQueue } from '../rating-queue-context';

/** The client retry timing of lib/retry; a rating is never given up on, so its wait stops at a minute. */
const MAX_RETRY_DELAY_MS = 60_000;

/**
 * Keeps the signed-in learner's queued ratings moving: sends them at sign-in (ratings left from
 * an earlier visit), again whenever the browser comes back online, and after a failure with a
 * growing delay. Each delivered rating refreshes the vocabulary figures; a rating the server
 * refused for good is reported.
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
    const flush = () => {
      clearTimeout(timer);
      void queue
        .flush(userId)
        // The browser database itself failed (none in this browser): trying again won't help.
        .catch(() => true)
        .then((drained) => {
          if (!live) return;
          failures = drained ? 0 : failures + 1;
          if (drained || !navigator.onLine) return;
          timer = setTimeout(flush, Math.min(MAX_RETRY_DELAY_MS, retryDelayMs(failures - 1)));
        });
    };
    flush();
    window.addEventListener('online', flush);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', flush);
    };
  }, [queue, userId]);
}
