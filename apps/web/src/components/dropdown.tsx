import clsx from 'clsx';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';

export interface DropdownTriggerProps {
  open: boolean;
  toggle: () => void;
  'aria-expanded': boolean;
  'aria-haspopup': 'menu';
}

interface DropdownProps {
  renderTrigger: (props: DropdownTriggerProps) => ReactNode;
  /** The menu content; `close` lets an item close the menu after acting. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  menuLabel: string;
  menuClassName?: string;
  testId?: string;
}

/** A trigger and a menu that closes on an outside click, on Escape and after a choice. */
export function Dropdown({
  renderTrigger,
  children,
  align = 'end',
  menuLabel,
  menuClassName,
  testId,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  useDismiss(containerRef, open, close);

  return (
    <div ref={containerRef} className="relative">
      {renderTrigger({ open, toggle, 'aria-expanded': open, 'aria-haspopup': 'menu' })}
      {open && (
        <div
          role="menu"
          aria-label={menuLabel}
          data-testid={testId}
          className={clsx(
            'absolute z-40 mt-2 min-w-48 overflow-hidden rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10',
            'dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40',
            align === 'end' ? 'right-0' : 'left-0',
            menuClassName,
          )}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

/** Class names for a row inside a dropdown menu. */
export const menuItemClass = (active = false) =>
  clsx(
    'flex w-full items-center gap-2.5 rounded-xl px-3 py-2 text-left text-sm transition-colors',
    active
      ? 'bg-indigo-50 font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-sky-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  );
