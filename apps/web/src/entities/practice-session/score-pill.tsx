import clsx from 'clsx';
import { sessionTone, type SessionTone } from '@/entities/practice-session/format';

/** Session colours: ≥ 80 green, ≥ 60 yellow, otherwise red. */
export const TONE_PILL: Record<SessionTone, string> = {
  good: 'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-500/30',
  fair: 'bg-amber-50 text-amber-700 ring-amber-200 dark:bg-amber-500/15 dark:text-amber-300 dark:ring-amber-500/30',
  poor: 'bg-rose-50 text-rose-700 ring-rose-200 dark:bg-rose-500/15 dark:text-rose-300 dark:ring-rose-500/30',
  none: 'bg-slate-50 text-slate-500 ring-slate-200 dark:bg-slate-800 dark:text-slate-400 dark:ring-slate-700',
};

export const TONE_BORDER: Record<SessionTone, string> = {
  good: 'border-l-emerald-500',
  fair: 'border-l-amber-400',
  poor: 'border-l-rose-500',
  none: 'border-l-slate-300 dark:border-l-slate-600',
};

/** A session's percent score in a coloured square; "--" while unscored. */
export function ScorePill({
  score,
  label,
  testId,
}: {
  score: number | null;
  label: string;
  testId?: string;
}) {
  const tone = sessionTone(score);
  return (
    <span
      data-testid={testId}
      data-tone={tone}
      aria-label={label}
      className={clsx(
        'flex h-12 w-12 shrink-0 flex-col items-center justify-center rounded-2xl ring-1 ring-inset',
        TONE_PILL[tone],
      )}
    >
      <span className="text-base leading-none font-bold tabular-nums">{score ?? '--'}</span>
      {score !== null && <span className="mt-0.5 text-[10px] leading-none opacity-80">%</span>}
    </span>
  );
}
