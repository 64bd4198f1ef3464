import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  icon?: ReactNode;
}

export const inputClass = (hasIcon = false, invalid = false) =>
  clsx(
    'block h-11 w-full rounded-xl border bg-white text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-400',
    'focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    'dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800',
    invalid ? 'border-rose-400 dark:border-rose-500' : 'border-slate-300 dark:border-slate-700',
    hasIcon ? 'pr-3 pl-10' : 'px-3',
  );

/** A labelled input with an optional leading icon, hint and error text. */
export function TextField({ label, hint, error, icon, className, ...rest }: TextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        {label}
      </label>
      <div className="relative">
        {icon && (
          <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-slate-500 dark:text-slate-400">
            {icon}
          </span>
        )}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass(Boolean(icon), Boolean(error))}
          {...rest}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs text-rose-600 dark:text-rose-400">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
