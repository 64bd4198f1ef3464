import { useTranslation } from 'react-i18next';

/** Goal percentage = min(score / goal × 100, 100) with a bar. */
export function GoalMeter({ percent, goal }: { percent: number; goal: number }) {
  const { t } = useTranslation();
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div>
      <dt className="text-sm text-slate-500 dark:text-slate-400">{t('dashboard.score.goal')}</dt>
      <dd className="mt-1">
        <span
          data-testid="goal-percent"
          className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white"
        >
          {value}%
        </span>
        <span
          role="progressbar"
          aria-label={t('dashboard.score.goalTarget', { score: goal })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          className="mt-2 block h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        >
          <span
            className="block h-full rounded-full bg-gradient-to-r from-indigo-500 to-sky-400 transition-[width] duration-500"
            style={{ width: `${value}%` }}
          />
        </span>
        <span className="mt-1.5 block text-xs text-slate-500 dark:text-slate-400">
          {t('dashboard.score.goalTarget', { score: goal })}
        </span>
      </dd>
    </div>
  );
}
