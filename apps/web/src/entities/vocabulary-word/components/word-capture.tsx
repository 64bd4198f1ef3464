import clsx from 'clsx';
import { BookmarkPlus } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { WORD_CAPTURE_ATTRIBUTE, type SelectionCapture } from '../selection';
import { useAddWord } from '../use-add-word';
import { useWordSelection } from '../use-word-selection';
import { wordLanguageOf } from '../word-language';

interface WordCaptureProps {
  /** Where words selected here come from: practice or review, and the question's id. */
  sourceType: string;
  sourceId: string | null;
  /** Off (e.g. before the question is answered): no button, whatever is selected. */
  enabled?: boolean;
  /**
   * The whole area is one supported container. Otherwise only the elements inside marked with
   * wordCaptureTarget are (question, options, passage, transcript, explanation).
   */
  asContainer?: boolean;
  children: ReactNode;
}

/**
 * Select text → 添加到生词本. Wraps a screen part without adding a box of its own (display:
 * contents); a selection of at least 2 characters wholly inside one supported container shows
 * the button under it, anything else clears it. Mouse and touch alike (selectionchange).
 */
export function WordCapture({
  sourceType,
  sourceId,
  enabled = true,
  asContainer = false,
  children,
}: WordCaptureProps) {
  const root = useRef<HTMLDivElement>(null);
  const { capture, hold, clear } = useWordSelection(root, enabled);
  return (
    <div ref={root} className="contents" {...(asContainer ? { [WORD_CAPTURE_ATTRIBUTE]: '' } : {})}>
      {children}
      {capture &&
        createPortal(
          <AddButton
            capture={capture}
            sourceType={sourceType}
            sourceId={sourceId}
            hold={hold}
            onDone={clear}
          />,
          document.body,
        )}
    </div>
  );
}

/** Keeps the button's centre this far from the screen edges. */
const EDGE_PX = 96;

function AddButton({
  capture,
  sourceType,
  sourceId,
  hold,
  onDone,
}: {
  capture: SelectionCapture;
  sourceType: string;
  sourceId: string | null;
  hold: (on: boolean) => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const add = useAddWord();
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useKeyboardReach(button, onDone);
  const { rect } = capture;
  const centre = Math.min(
    Math.max(rect.left + rect.width / 2, EDGE_PX),
    Math.max(EDGE_PX, window.innerWidth - EDGE_PX),
  );

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await add({
        word: capture.word,
        context: capture.context,
        sourceType,
        sourceId,
        language: wordLanguageOf(i18n.language),
      });
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return (
    <button
      ref={button}
      type="button"
      data-testid="word-capture-add"
      data-word={capture.word}
      aria-busy={busy}
      // Pressing must not take the selection away (mouse); on touch it may, so hold the capture.
      onMouseDown={(event) => event.preventDefault()}
      onPointerDown={() => hold(true)}
      onPointerCancel={() => hold(false)}
      onClick={() => void submit()}
      style={{
        position: 'absolute',
        top: rect.bottom + window.scrollY + 8,
        left: centre + window.scrollX,
      }}
      className={clsx(
        buttonClass('primary', 'sm'),
        'z-50 -translate-x-1/2 shadow-lg ring-1 ring-white/40 dark:ring-slate-900/40',
      )}
    >
      {busy ? (
        <Spinner size="sm" tone="current" />
      ) : (
        <BookmarkPlus className="h-4 w-4" aria-hidden />
      )}
      {busy ? t('wordCapture.adding') : t('vocabulary.selection.add')}
    </button>
  );
}

/**
 * The button sits at the end of the page (to float under the selection), out of reach of Tab.
 * While it shows, Tab from outside a form field moves to it — so a selection made with the
 * keyboard (caret browsing, a screen reader) is added with Tab, Enter — and Escape dismisses it.
 */
function useKeyboardReach(button: RefObject<HTMLButtonElement | null>, dismiss: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = button.current;
      if (!target || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        dismiss();
        return;
      }
      const active = document.activeElement;
      const inField = active instanceof HTMLElement && active.closest('input, textarea, select');
      if (event.key === 'Tab' && !event.shiftKey && !inField && active !== target) {
        event.preventDefault();
        target.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [button, dismiss]);
}
