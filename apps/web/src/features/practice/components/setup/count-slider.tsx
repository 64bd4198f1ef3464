import { PRACTICE } from '@toeic-ace/contract/rules';
import { useTranslation } from 'react-i18next';

const MARKS = [5, 10, 15, 20];

/** Question count: a slider from 5 to 20 in steps of 5. */
export function CountSlider({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (count: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <label
          htmlFor="practice-count"
          className="text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          {t('practice.setup.count')}
        </label>
        <span
          data-testid="practice-count-value"
          className="rounded-lg bg-indigo-50 px-2 py-0.5 text-sm font-semibold text-indigo-700 tabular-nums dark:bg-indigo-500/15 dark:text-sky-300"
        >
          {t('practice.setup.countValue', { count: value })}
        </span>
      </div>
      <input
        id="practice-count"
        type="range"
        data-testid="practice-count"
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
    </div>
  );
}
