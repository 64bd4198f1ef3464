import clsx from 'clsx';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** brand: indigo ring; current: inherits the text colour (inside buttons). */
  tone?: 'brand' | 'current';
  className?: string;
  /** Announced to screen readers; omit when a visible text already says it. */
  label?: string;
}

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' };

export function Spinner({ size = 'md', tone = 'brand', className, label }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={clsx(
        'inline-block shrink-0 animate-spin rounded-full border-r-transparent',
        tone === 'brand' ? 'border-indigo-500 dark:border-sky-400' : 'border-current',
        SIZES[size],
        className,
      )}
    />
  );
}

/** A centred spinner with a visible message, for whole-page waits. */
export function PageSpinner({ message, testId }: { message: string; testId?: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-slate-600 dark:text-slate-300"
    >
      <Spinner size="lg" />
      <p className="text-sm">{message}</p>
    </div>
  );
}
