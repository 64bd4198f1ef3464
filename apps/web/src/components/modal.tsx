import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog (visible title or aria-label). */
  title: string;
  hideTitle?: boolean;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
  /** Width of the panel: md (forms, the default) or lg (lists). */
  size?: 'md' | 'lg';
}

const WIDTHS = { md: 'max-w-md', lg: 'max-w-2xl' };

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), select, textarea, a[href]';

/** A dialog over a dimmed backdrop; closes on Escape or a click on the backdrop. */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  closeLabel,
  children,
  testId,
  size = 'md',
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const panel = panelRef.current;
    (
      panel?.querySelector<HTMLElement>('input:not([disabled])') ??
      panel?.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      data-testid={testId ? `${testId}-backdrop` : undefined}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-950/50 p-4 backdrop-blur-sm sm:items-center"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        className={`relative my-8 w-full ${WIDTHS[size]} rounded-3xl bg-white p-6 shadow-2xl sm:p-8 dark:bg-slate-900 dark:ring-1 dark:ring-slate-700`}
      >
        <h2
          id={titleId}
          className={
            hideTitle ? 'sr-only' : 'mb-4 text-lg font-semibold text-slate-900 dark:text-white'
          }
        >
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-4 right-4 rounded-full p-1.5 text-slate-500 dark:text-slate-400 hover:bg-slate-100 hover:text-slate-600 dark:hover:bg-slate-800 dark:hover:text-slate-200"
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
