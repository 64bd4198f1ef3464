import clsx from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

interface ChoiceTileProps {
  selected: boolean;
  onSelect: () => void;
  title: ReactNode;
  detail?: ReactNode;
  testId?: string;
  disabled?: boolean;
}

/** One radio option drawn as a tile with a title and a smaller detail line. */
export function ChoiceTile({
  selected,
  onSelect,
  title,
  detail,
  testId,
  disabled,
}: ChoiceTileProps) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      data-testid={testId}
      disabled={disabled}
      onClick={() => !selected && onSelect()}
      className={clsx(
        'relative flex w-full flex-col items-start rounded-xl border py-2.5 pr-8 pl-3 text-left transition-colors disabled:opacity-60',
        selected
          ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500 dark:border-sky-400 dark:bg-sky-400/10 dark:ring-sky-400'
          : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
      )}
    >
      {selected && (
        <Check
          className="absolute top-2.5 right-2.5 h-4 w-4 text-indigo-600 dark:text-sky-300"
          aria-hidden
        />
      )}
      <span className="text-sm font-semibold text-slate-800 dark:text-slate-100">{title}</span>
      {detail && (
        <span className="mt-0.5 text-xs leading-snug text-slate-600 dark:text-slate-400">
          {detail}
        </span>
      )}
    </button>
  );
}

interface ChoiceTilesProps<T extends string | number> {
  label: string;
  /** The group's test id; each tile's is `${testId}-${value}`. */
  testId: string;
  /** The grid the tiles sit in. */
  className: string;
  choices: readonly { value: T; title: ReactNode; detail?: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A radio group of tiles, one choice each (the setup's level and part). */
export function ChoiceTiles<T extends string | number>({
  label,
  testId,
  className,
  choices,
  value,
  onChange,
  disabled,
}: ChoiceTilesProps<T>) {
  return (
    <div role="radiogroup" aria-label={label} data-testid={testId} className={className}>
      {choices.map((choice) => (
        <ChoiceTile
          key={choice.value}
          selected={value === choice.value}
          onSelect={() => onChange(choice.value)}
          disabled={disabled}
          testId={`${testId}-${choice.value}`}
          title={choice.title}
          detail={choice.detail}
        />
      ))}
    </div>
  );
}
