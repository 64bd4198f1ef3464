import clsx from 'clsx';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCountdown } from '../clock';

interface SectionBarProps {
  title: string;
  detail?: ReactNode;
  timeLabel: string;
  remainingMs: number;
  warn?: boolean;
  children?: ReactNode;
}

/** The sticky strip above a section: its name, where the learner is, and the time left. */
export function SectionBar({
  title,
  detail,
  timeLabel,
  remainingMs,
  warn,
  children,
}: SectionBarProps) {
  return (
    <div className="sticky top-16 z-20 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border dark:border-slate-800 dark:bg-slate-900/95">
      <div className="min-w-0 flex-1">
        <h1 className="text-base font-bold text-slate-900 dark:text-white">{title}</h1>
        {detail && <p className="text-xs text-slate-500 dark:text-slate-400">{detail}</p>}
      </div>
      <p
        data-testid="mock-countdown"
        aria-label={`${timeLabel} ${formatCountdown(remainingMs)}`}
        className={clsx(
          'flex items-center gap-1.5 rounded-xl px-3 py-1.5 text-sm font-semibold tabular-nums',
          warn
            ? 'bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300'
            : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
        )}
      >
        <Clock className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{timeLabel}</span>
        {formatCountdown(remainingMs)}
      </p>
      {children}
    </div>
  );
}
