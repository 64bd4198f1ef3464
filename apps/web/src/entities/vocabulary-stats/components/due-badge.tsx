import clsx from 'clsx';
import { dueBadgeText } from '../due-count';

/** A round count of due words (99+ beyond 99); nothing when none are due. */
export function DueBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="due-badge"
      className={clsx(
        'inline-flex min-w-6 items-center justify-center rounded-full bg-rose-600 px-1.5 py-0.5 text-xs leading-none font-semibold text-white tabular-nums',
        className,
      )}
    >
      {dueBadgeText(count)}
    </span>
  );
}
