import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { AriaRole, ReactNode } from 'react';

/**
 * warning: something did not work and the box says what the learner can do (bordered amber);
 * caution and danger: the flat amber and rose boxes listing what a run left out or failed on.
 */
export type NoticeTone = 'warning' | 'caution' | 'danger';

const BOXES: Record<NoticeTone, string> = {
  warning:
    'rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100',
  caution:
    'rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200',
  danger: 'rounded-2xl bg-rose-50 p-3 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-200',
};

type NoticeProps = {
  tone: NoticeTone;
  icon?: LucideIcon;
  testId?: string;
  role?: AriaRole;
  /** Layout of the lines (gaps between them). */
  className?: string;
  children?: ReactNode;
} & (
  | { /** The first line, in medium weight. */ title: ReactNode; message?: never }
  | {
      /** A notice that is one sentence: the first line in regular weight. */ message: ReactNode;
      title?: never;
    }
);

/** A coloured box whose first line (with its icon) says what happened; the rest follows. */
export function Notice({
  tone,
  icon: Icon,
  testId,
  role,
  className,
  title,
  message,
  children,
}: NoticeProps) {
  return (
    <div role={role} data-testid={testId} className={clsx(BOXES[tone], className)}>
      <p className={clsx(Icon && 'flex items-start gap-2', title !== undefined && 'font-medium')}>
        {Icon && <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />}
        {title ?? message}
      </p>
      {children}
    </div>
  );
}
