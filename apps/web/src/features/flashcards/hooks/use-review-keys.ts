import { useEffect, useRef } from 'react';
import type { ReviewPhase } from '../review-session';

export interface ReviewKeyActions {
  reveal: () => void;
  judge: (correct: boolean) => void;
  acknowledgeTimeout: () => void;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Space shows the answer, 1 / 2 judge it correct / wrong, Enter goes on after a timeout. The
 * keys are taken from the page (so a focused button does not also click) except while typing.
 */
export function useReviewKeys(phase: ReviewPhase, actions: ReviewKeyActions) {
  const latest = useRef({ phase, actions });
  latest.current = { phase, actions };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const { phase: current, actions: act } = latest.current;
      let handled = true;
      if (current === 'question' && event.key === ' ') act.reveal();
      else if (current === 'answer' && event.key === '1') act.judge(true);
      else if (current === 'answer' && event.key === '2') act.judge(false);
      else if (current === 'timeout' && event.key === 'Enter') act.acknowledgeTimeout();
      else handled = false;
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
