import clsx from 'clsx';
import { CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { ProgressBar } from '@/components/progress-bar';
import { STEP_IDS, type Progress, type StepStatus } from '../run-migration';

const ICONS: Record<StepStatus, { icon: typeof Circle; className: string }> = {
  pending: { icon: Circle, className: 'text-slate-300 dark:text-slate-600' },
  'in-progress': { icon: Loader2, className: 'animate-spin text-indigo-500 dark:text-sky-400' },
  completed: { icon: CheckCircle2, className: 'text-emerald-500' },
  error: { icon: XCircle, className: 'text-rose-500' },
};

/** The four steps with their status icons, and the bar with its percent. */
export function MigrationSteps({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const percent = Math.round(progress.percent);
  return (
    <Card tone="plain" testId="migration-steps" title={t('migration.steps.title')}>
      <ol className="grid gap-2 sm:grid-cols-4">
        {STEP_IDS.map((id, i) => {
          const status = progress.steps[id];
          const { icon: Icon, className } = ICONS[status];
          return (
            <li
              key={id}
              data-testid={`migration-step-${id}`}
              data-status={status}
              className={clsx(
                'flex items-center gap-2 rounded-2xl px-3 py-2 text-sm',
                status === 'error'
                  ? 'bg-rose-50 dark:bg-rose-500/10'
                  : 'bg-slate-50 dark:bg-slate-800/60',
              )}
            >
              <Icon className={clsx('h-5 w-5 shrink-0', className)} aria-hidden />
              <span className="min-w-0">
                <span className="block font-medium text-slate-800 dark:text-slate-100">
                  {i + 1}. {t(`migration.steps.${id}`)}
                </span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {t(`migration.steps.status.${status}`)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex items-center gap-3">
        <ProgressBar
          percent={percent}
          label={t('migration.progress')}
          testId="migration-progress"
        />
        <span
          data-testid="migration-percent"
          className="w-12 text-right text-sm font-medium tabular-nums text-slate-700 dark:text-slate-200"
        >
          {percent}%
        </span>
      </div>
    </Card>
  );
}
