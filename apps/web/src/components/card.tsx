import clsx from 'clsx';
import type { ReactNode } from 'react';

interface CardProps {
  title?: string;
  description?: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** A rounded panel with an optional heading row. */
export function Card({ title, description, icon, children, className, testId }: CardProps) {
  return (
    <section
      data-testid={testId}
      className={clsx(
        'rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {title && (
        <div className="mb-5 flex items-start gap-3">
          {icon && (
            <span className="rounded-xl bg-indigo-50 p-2 text-indigo-600 dark:bg-indigo-500/15 dark:text-sky-300">
              {icon}
            </span>
          )}
          <div>
            <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
            {description && (
              <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p>
            )}
          </div>
        </div>
      )}
      {children}
    </section>
  );
}
