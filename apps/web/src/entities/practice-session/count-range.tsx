import { PRACTICE } from '@toeic-ace/contract/rules';

// 5, 10, 15, 20: every count a set may have.
const MARKS = Array.from(
  {
    length:
      (PRACTICE.questionCountMax - PRACTICE.questionCountMin) / PRACTICE.questionCountStep + 1,
  },
  (_, i) => PRACTICE.questionCountMin + i * PRACTICE.questionCountStep,
);

interface CountRangeProps {
  /** The id its <label> points at. */
  id: string;
  testId: string;
  value: number;
  onChange: (count: number) => void;
  disabled?: boolean;
}

/** The questions-per-set slider with its marks, for practice setup and the settings' default. */
export function CountRange({ id, testId, value, onChange, disabled }: CountRangeProps) {
  return (
    <>
      <input
        id={id}
        type="range"
        data-testid={testId}
        min={PRACTICE.questionCountMin}
        max={PRACTICE.questionCountMax}
        step={PRACTICE.questionCountStep}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-indigo-600 dark:accent-sky-400"
      />
      <div
        className="mt-1 flex justify-between text-xs text-slate-500 dark:text-slate-400 tabular-nums"
        aria-hidden
      >
        {MARKS.map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
    </>
  );
}
