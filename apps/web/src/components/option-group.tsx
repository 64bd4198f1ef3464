import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface Option<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

interface OptionGroupProps<T extends string> {
  label: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
  columns?: 2 | 3 | 4;
}

const COLUMNS = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' };

/** A radio group drawn as a row of selectable tiles. */
export function OptionGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  testId,
  columns = 3,
}: OptionGroupProps<T>) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      data-testid={testId}
      className={clsx('grid gap-2', COLUMNS[columns])}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={selected}
            data-testid={testId ? `${testId}-${option.value}` : undefined}
            onClick={() => !selected && onChange(option.value)}
            className={clsx(
              'flex min-h-11 items-center justify-center gap-1.5 rounded-xl border px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:gap-2 sm:px-3',
              selected
                ? 'border-indigo-500 bg-indigo-50 text-indigo-700 ring-1 ring-indigo-500 dark:border-sky-400 dark:bg-sky-400/10 dark:text-sky-200 dark:ring-sky-400'
                : 'border-slate-200 text-slate-700 hover:border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {option.icon}
            <span>{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
