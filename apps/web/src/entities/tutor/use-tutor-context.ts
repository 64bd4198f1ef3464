import { useEffect, useRef } from 'react';
import { contextIdOf, useTutorStore, type TutorContext } from './store';

/** Identity of a context: the same question with the same answer is the same context. */
const keyOf = (context: TutorContext | null) =>
  context === null
    ? null
    : context.kind === 'question'
      ? `question:${contextIdOf(context)}:${context.question.userAnswer ?? 'none'}`
      : `vocabulary:${contextIdOf(context)}`;

/**
 * Puts `context` in context while the calling screen shows it (null: nothing to discuss yet,
 * e.g. a practice question not answered), and takes it away when the screen leaves it.
 */
export function useTutorContext(context: TutorContext | null): void {
  const latest = useRef(context);
  latest.current = context;
  const key = keyOf(context);
  useEffect(() => {
    const current = latest.current;
    const { setContext } = useTutorStore.getState();
    setContext(current);
    return () => {
      // Only if a later screen has not already put its own context in place.
      if (useTutorStore.getState().context === current) setContext(null);
    };
  }, [key]);
}
