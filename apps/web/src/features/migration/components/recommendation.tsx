import clsx from 'clsx';
import { Info, Lightbulb, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MigrationStatus } from '@toeic-ace/contract';

type Advice = 'checking' | 'nothingLocal' | 'alreadyHasData' | 'recommended';

export function adviceFor(
  hasLocal: boolean | undefined,
  status: MigrationStatus | undefined,
): Advice {
  if (hasLocal === undefined || status === undefined) return 'checking';
  if (!hasLocal) return 'nothingLocal';
  return status.migrationRecommended ? 'recommended' : 'alreadyHasData';
}

const STYLE: Record<Advice, string> = {
  checking:
    'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200',
  nothingLocal:
    'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200',
  alreadyHasData:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100',
  recommended:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100',
};

/** The recommendation box: migrate, already has data (only new records go), or nothing to do. */
export function Recommendation({ advice }: { advice: Advice }) {
  const { t } = useTranslation();
  const Icon =
    advice === 'recommended' ? Lightbulb : advice === 'alreadyHasData' ? TriangleAlert : Info;
  return (
    <section
      data-testid="migration-recommendation"
      data-advice={advice}
      className={clsx('flex gap-3 rounded-2xl border p-4', STYLE[advice])}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div>
        <h2 className="font-semibold">{t('migration.recommendation.title')}</h2>
        <p className="mt-1 text-sm">{t(`migration.recommendation.${advice}`)}</p>
      </div>
    </section>
  );
}
