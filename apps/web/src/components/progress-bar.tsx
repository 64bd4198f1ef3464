import clsx from 'clsx';

interface ProgressBarProps {
  /** 0–100. */
  percent: number;
  label: string;
  className?: string;
  testId?: string;
}

/** A thin horizontal progress bar. */
export function ProgressBar({ percent, label, className, testId }: ProgressBarProps) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-testid={testId}
      className={clsx(
        'h-2 w-full overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800',
        className,
      )}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-sky-400 transition-[width] duration-300"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
