import { useEffect, useRef } from 'react';

interface KeyHandlers {
  choose: (index: number) => void;
  next: () => void;
  previous: () => void;
}

const CHOICE_KEYS: Record<string, number> = {
  '1': 0,
  '2': 1,
  '3': 2,
  '4': 3,
  a: 0,
  b: 1,
  c: 2,
  d: 3,
};

/** Is the key meant for a text field, a select or a focused control that uses arrows itself? */
const typingTarget = (target: EventTarget | null) => {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
};

/** 1–4 or A–D choose an option; ← / → move between questions. */
export function usePracticeKeys(enabled: boolean, handlers: KeyHandlers) {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (typingTarget(event.target)) return;
      const choice = CHOICE_KEYS[event.key.toLowerCase()];
      if (choice !== undefined) {
        event.preventDefault();
        ref.current.choose(choice);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        ref.current.next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        ref.current.previous();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
