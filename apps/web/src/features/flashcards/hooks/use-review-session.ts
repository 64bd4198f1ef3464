import { ratingFromAnswer, type ReviewAnswer } from '@toeic-ace/contract/rules';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyError } from '@/lib/error-handler';
import { notify } from '@/lib/notify';
import { backgroundRetryDelay } from '@/lib/query-client';
import { listDueWords } from '../api/list-due-words';
import { useRatingQueue } from '../rating-queue-context';
import { initialReviewState, reviewReducer, secondsLeft } from '../review-session';

/** How often the countdown is re-read; it is computed from the clock, so ticks never drift. */
const TICK_MS = 250;

/**
 * Runs a review round: loads the due words (leaving out any whose rating is still on its way
 * to the server), counts each card down, and turns every judgement into a queued rating.
 */
export function useReviewSession(userId: string) {
  const { t } = useTranslation();
  const queue = useRatingQueue();
  const [state, dispatch] = useReducer(reviewReducer, initialReviewState);
  const [now, setNow] = useState(() => Date.now());
  /** The card index already judged: a repeated key press never rates a card twice. */
  const judged = useRef<number | null>(null);
  const loads = useRef(0);

  /** Failed loads in a row: the background retries wait longer after each (1 s, 2 s … 30 s). */
  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /**
   * One attempt, its failure shown at once; a failure that may pass (the server out of reach)
   * is tried again in the background without leaving the error screen, until it loads.
   */
  const load = useCallback(
    async ({ quiet = false } = {}) => {
      const attempt = ++loads.current;
      clearTimeout(retryTimer.current);
      if (!quiet) dispatch({ type: 'loading' });
      try {
        const [words, pending] = await Promise.all([
          listDueWords({ retry: false }),
          queue.pendingWordIds(userId).catch(() => new Set<string>()),
        ]);
        if (attempt !== loads.current) return;
        failures.current = 0;
        judged.current = null;
        const at = Date.now();
        setNow(at);
        dispatch({ type: 'loaded', words: words.filter((w) => !pending.has(w.id)), now: at });
      } catch (error) {
        if (attempt !== loads.current) return;
        dispatch({ type: 'failed' });
        failures.current += 1;
        if (classifyError(error).retryable) {
          retryTimer.current = setTimeout(
            () => void load({ quiet: true }),
            backgroundRetryDelay(failures.current),
          );
        }
      }
    },
    [queue, userId],
  );

  useEffect(() => {
    void load();
    const counter = loads;
    // A load still running when the screen goes away must not dispatch.
    return () => {
      counter.current++;
      clearTimeout(retryTimer.current);
    };
  }, [load]);

  const { phase, cardStartedAt } = state;
  useEffect(() => {
    if (phase !== 'question') return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (secondsLeft({ cardStartedAt }, at) === 0) dispatch({ type: 'timeout', now: at });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [phase, cardStartedAt]);

  const rate = (answer: ReviewAnswer) => {
    const word = state.words[state.index];
    if (!word || judged.current === state.index) return;
    judged.current = state.index;
    const { rating, responseTime } = ratingFromAnswer(answer);
    void queue
      .record({ userId, wordId: word.id, word: word.word, rating, responseTime })
      .then((saved) =>
        saved
          ? notify.success(
              t('flashcards.toast', { word: word.word, label: t(`flashcards.rating.${rating}`) }),
            )
          : notify.error(t('flashcards.saveFailed')),
      );
    dispatch({ type: 'rated', rating, now: Date.now() });
  };

  return {
    state,
    secondsLeft: secondsLeft(state, now),
    reload: load,
    reveal: () => dispatch({ type: 'reveal', now: Date.now() }),
    judge: (correct: boolean) => {
      if (state.phase !== 'answer') return;
      const viewSeconds = (Date.now() - state.answerShownAt) / 1_000;
      rate({ correct, viewSeconds, timedOut: false });
    },
    acknowledgeTimeout: () => {
      if (state.phase === 'timeout') rate({ correct: false, viewSeconds: 0, timedOut: true });
    },
  };
}

export type ReviewSession = ReturnType<typeof useReviewSession>;
