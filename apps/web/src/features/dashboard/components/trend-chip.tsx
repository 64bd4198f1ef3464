import type { ScoreTrend } from '@toeic-ace/contract/rules';
import clsx from 'clsx';
import { MoveRight, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TREND_CHIP } from '../band-styles';

const ICONS = { improving: TrendingUp, declining: TrendingDown, stable: MoveRight } as const;

/** Improving / declining / stable, with what it compares. */
export function TrendChip({ trend, ready }: { trend: ScoreTrend; ready: boolean }) {
  const { t } = useTranslation();
  const Icon = ICONS[trend];
  const basis = ready ? t('dashboard.trend.basis') : t('dashboard.trend.pending');
  return (
    <div className="flex flex-col items-end gap-1 text-right">
      <span
        data-testid="score-trend"
        data-trend={trend}
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
          TREND_CHIP[trend],
        )}
      >
        <Icon className="h-4 w-4" aria-hidden />
        <span className="sr-only">{t('dashboard.trend.label')}</span>
        {t(`dashboard.trend.${trend}`)}
      </span>
      <span className="max-w-40 text-xs text-slate-500 dark:text-slate-400">{basis}</span>
    </div>
  );
}
