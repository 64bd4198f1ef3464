import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { DueBadge } from './due-badge';

const ICON_TONES = {
  indigo: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-sky-300',
  rose: 'bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300',
};

/** A home card's icon in its tile, with the due count pinned to the tile's corner. */
export function DueIcon({
  icon: Icon,
  count,
  tone,
}: {
  icon: LucideIcon;
  count: number;
  tone: keyof typeof ICON_TONES;
}) {
  return (
    <span className={clsx('relative rounded-2xl p-3', ICON_TONES[tone])}>
      <Icon className="h-6 w-6" aria-hidden />
      <DueBadge count={count} className="absolute -top-2 -right-2" />
    </span>
  );
}
