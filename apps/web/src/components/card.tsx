import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * raised: the white page card (settings, dashboard); plain: the same without the shadow, for
 * cards that sit in a column of others (migration); accent: the indigo box beside or under a
 * question (preview, key words); muted: the grey box inside a card (transcript).
 */
export type CardTone = 'raised' | 'plain' | 'accent' | 'muted';

const BOXES: Record<CardTone, string> = {
  raised:
    'rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900',
  plain: 'rounded-3xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900',
  accent:
    'rounded-2xl border border-indigo-100 bg-indigo-50/60 p-4 dark:border-indigo-500/20 dark:bg-indigo-500/10',
  muted: 'rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60',
};

// The heading's own margin is the space to what follows; accent content brings its own.
const TITLES: Record<CardTone, string> = {
  raised: 'text-base font-semibold text-slate-900 dark:text-white',
  plain: 'mb-3 font-semibold text-slate-900 dark:text-white',
  accent: 'text-sm font-semibold text-indigo-900 dark:text-indigo-100',
  muted: 'mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400',
};

const DESCRIPTIONS: Record<CardTone, string> = {
  raised: 'mt-0.5 text-sm text-slate-500 dark:text-slate-400',
  plain: 'mt-0.5 text-sm text-slate-500 dark:text-slate-400',
  accent: 'mt-0.5 text-xs text-slate-600 dark:text-slate-300',
  muted: 'mt-0.5 text-xs text-slate-500 dark:text-slate-400',
};

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  tone?: CardTone;
  as?: 'section' | 'div';
  title?: ReactNode;
  /** h2 for a card of the page, h3 for one inside another card. */
  level?: 2 | 3;
  description?: ReactNode;
  /** A raised card's icon, drawn in a tile beside the heading. */
  icon?: ReactNode;
  testId?: string;
}

/** A rounded panel with an optional heading (and description) above its content. */
export function Card({
  tone = 'raised',
  as: Box = 'section',
  title,
  level = 2,
  description,
  icon,
  testId,
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = title !== undefined && (
    <>
      <Heading className={TITLES[tone]}>{title}</Heading>
      {description && <p className={DESCRIPTIONS[tone]}>{description}</p>}
    </>
  );
  return (
    <Box data-testid={testId} className={clsx(BOXES[tone], className)} {...rest}>
      {tone === 'raised' && heading ? (
        <div className="mb-5 flex items-start gap-3">
          {icon && (
            <span className="rounded-xl bg-indigo-50 p-2 text-indigo-600 dark:bg-indigo-500/15 dark:text-sky-300">
              {icon}
            </span>
          )}
          <div>{heading}</div>
        </div>
      ) : (
        heading
      )}
      {children}
    </Box>
  );
}
