import { PRACTICE } from '@toeic-ace/contract/rules';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/text-field';
import { CountRange } from '@/entities/practice-session/count-range';
import type { SettingsDraft, SettingsErrors } from '../hooks/use-settings-form';

type Level = 1 | 2 | 3 | 4 | 5;
const LEVELS: Level[] = [1, 2, 3, 4, 5];
export const TIME_LIMIT_MINUTES = {
  min: PRACTICE.timeLimitMinSeconds / 60,
  max: PRACTICE.timeLimitMaxSeconds / 60,
};

interface Props {
  draft: SettingsDraft;
  errors: SettingsErrors;
  update: <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => void;
}

const labelClass = 'mb-2 block text-sm font-medium text-slate-700 dark:text-slate-200';
const errorClass = 'mt-1.5 text-xs text-rose-600 dark:text-rose-400';

/** Questions per session (5–20, step 5), time limit in minutes, difficulty levels 1–5. */
export function PracticeDefaultsFields({ draft, errors, update }: Props) {
  const { t } = useTranslation();
  const toggleLevel = (level: Level) =>
    update(
      'difficulty',
      draft.difficulty.includes(level)
        ? draft.difficulty.filter((l) => l !== level)
        : [...draft.difficulty, level].sort((a, b) => a - b),
    );

  return (
    <div className="space-y-6">
      <div>
        <label htmlFor="settings-questions" className={labelClass}>
          {t('settings.practice.questionsPerSession')}
          <span className="ml-2 rounded-lg bg-indigo-50 px-2 py-0.5 text-indigo-700 tabular-nums dark:bg-indigo-500/15 dark:text-sky-300">
            {t('settings.practice.questionsValue', { count: draft.questionsPerSession })}
          </span>
        </label>
        <CountRange
          id="settings-questions"
          testId="settings-questions-per-session"
          value={draft.questionsPerSession}
          onChange={(count) => update('questionsPerSession', count)}
        />
      </div>
      <div>
        <label htmlFor="settings-time-limit" className={labelClass}>
          {t('settings.practice.timeLimit')}
        </label>
        <div className="flex items-center gap-3">
          <input
            id="settings-time-limit"
            type="number"
            inputMode="numeric"
            data-testid="settings-time-limit"
            min={TIME_LIMIT_MINUTES.min}
            max={TIME_LIMIT_MINUTES.max}
            step={1}
            value={draft.timeLimitMinutes}
            aria-invalid={errors.timeLimit || undefined}
            onChange={(e) => update('timeLimitMinutes', e.target.value)}
            className={clsx(inputClass(false, Boolean(errors.timeLimit)), 'max-w-32')}
          />
          <span className="text-sm text-slate-500 dark:text-slate-400">
            {t('settings.practice.minutes')}
          </span>
        </div>
        {errors.timeLimit && (
          <p className={errorClass}>{t('settings.errors.timeLimit', TIME_LIMIT_MINUTES)}</p>
        )}
      </div>
      <fieldset>
        <legend className={labelClass}>{t('settings.practice.difficulty')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {LEVELS.map((level) => {
            const checked = draft.difficulty.includes(level);
            return (
              <button
                key={level}
                type="button"
                role="checkbox"
                aria-checked={checked}
                data-testid={`settings-difficulty-${level}`}
                onClick={() => toggleLevel(level)}
                className={clsx(
                  'relative flex flex-col items-start rounded-xl border py-2.5 pr-7 pl-3 text-left transition-colors',
                  checked
                    ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500 dark:border-sky-400 dark:bg-sky-400/10 dark:ring-sky-400'
                    : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
                )}
              >
                {checked && (
                  <Check
                    className="absolute top-2 right-2 h-4 w-4 text-indigo-600 dark:text-sky-300"
                    aria-hidden
                  />
                )}
                <span className="text-sm font-semibold text-slate-800 dark:text-slate-100">
                  {level} · {t(`difficulty.names.${level}`)}
                </span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {t(`difficulty.bands.${level}`)}
                </span>
              </button>
            );
          })}
        </div>
        {errors.difficulty && <p className={errorClass}>{t('settings.errors.difficulty')}</p>}
      </fieldset>
    </div>
  );
}
