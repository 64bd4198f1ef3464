import clsx from 'clsx';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

interface AnswerLettersProps {
  questionId: string;
  count: number;
  value: number | null;
  onChoose: (answer: number) => void;
  /** Printed options next to the letters (Parts 3–7); letters only for Parts 1–2. */
  options?: readonly string[];
  label: string;
}

/** The answer sheet row of one question: one button per option. */
export function AnswerLetters({
  questionId,
  count,
  value,
  onChoose,
  options,
  label,
}: AnswerLettersProps) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={clsx(options ? 'grid gap-2' : 'flex flex-wrap gap-2')}
    >
      {LETTERS.slice(0, count).map((letter, i) => (
        <button
          key={letter}
          type="button"
          role="radio"
          aria-checked={value === i}
          data-testid={`mock-option-${questionId}-${i}`}
          onClick={() => onChoose(i)}
          className={clsx(
            'flex items-center gap-3 rounded-xl text-left text-sm transition-colors',
            options ? 'min-h-11 px-3 py-2' : 'h-12 w-12 justify-center text-base font-bold',
            value === i
              ? 'bg-indigo-600 text-white ring-2 ring-indigo-600 dark:bg-sky-400 dark:text-slate-950 dark:ring-sky-400'
              : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600 dark:hover:bg-slate-700',
          )}
        >
          {options ? (
            <>
              <span
                className={clsx(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  value === i ? 'bg-white/20' : 'bg-slate-100 dark:bg-slate-700',
                )}
              >
                {letter}
              </span>
              <span>{options[i]}</span>
            </>
          ) : (
            letter
          )}
        </button>
      ))}
    </div>
  );
}
