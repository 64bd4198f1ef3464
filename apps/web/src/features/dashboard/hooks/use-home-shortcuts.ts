import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Keys of the home page: P → /practice, R → /review. */
export const HOME_SHORTCUTS = { p: '/practice', r: '/review' } as const;

/** True while the user is typing somewhere: the shortcuts must not steal those keys. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return (
    target.isContentEditable ||
    target.closest('[contenteditable]:not([contenteditable="false"])') !== null
  );
}

/** Listens while `enabled`; ignores modifier chords, auto-repeat, IME composition and typing. */
export function useHomeShortcuts(enabled: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      if (isTypingTarget(event.target)) return;
      const path = HOME_SHORTCUTS[event.key.toLowerCase() as keyof typeof HOME_SHORTCUTS];
      if (!path) return;
      event.preventDefault();
      void navigate(path);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, navigate]);
}
