import { useTranslation } from 'react-i18next';
import { CountRange } from '@/entities/practice-session/count-range';

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
      <CountRange
        id="practice-count"
        testId="practice-count"
        value={value}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  );
}
