import { ratingFromAnswer, type ReviewAnswer } from '@toeic-ace/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
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

  const load = useCallback(async () => {
    const attempt = ++loads.current;
    dispatch({ type: 'loading' });
    try {
      const [words, pending] = await Promise.all([
        listDueWords(),
        queue.pendingWordIds(userId).catch(() => new Set<string>()),
      ]);
      if (attempt !== loads.current) return;
      judged.current = null;
      const at = Date.now();
      setNow(at);
      dispatch({ type: 'loaded', words: words.filter((w) => !pending.has(w.id)), now: at });
    } catch {
      if (attempt === loads.current) dispatch({ type: 'failed' });
    }
  }, [queue, userId]);

  useEffect(() => {
    void load();
    const counter = loads;
    // A load still running when the screen goes away must not dispatch.
    return () => {
      counter.current++;
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
