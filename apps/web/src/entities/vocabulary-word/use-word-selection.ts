import { TEXT_SELECTION } from '@toeic-ace/contract/rules';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { readSelection, type SelectionCapture } from './selection';

/**
 * The document selection inside `root`'s supported containers, read TEXT_SELECTION.debounceMs
 * after it last changed (a mouse drag or a touch handle fires selectionchange many times). Scrolls
 * re-read it, so the button follows the text. `hold` keeps the current capture while the add
 * button is being pressed (a tap on a phone collapses the selection before its click arrives).
 */
export function useWordSelection(root: RefObject<Element | null>, enabled: boolean) {
  const [capture, setCapture] = useState<SelectionCapture | null>(null);
  const holding = useRef(false);

  useEffect(() => {
    if (!enabled) {
      setCapture(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const element = root.current;
        const next = element ? readSelection(document.getSelection(), element) : null;
        if (next || !holding.current) setCapture(next);
      }, TEXT_SELECTION.debounceMs);
    };
    document.addEventListener('selectionchange', read);
    window.addEventListener('scroll', read, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('selectionchange', read);
      window.removeEventListener('scroll', read, { capture: true });
    };
  }, [root, enabled]);

  const hold = useCallback((on: boolean) => {
    holding.current = on;
  }, []);
  const clear = useCallback(() => {
    holding.current = false;
    setCapture(null);
    document.getSelection()?.removeAllRanges();
  }, []);

  return { capture, hold, clear };
}
