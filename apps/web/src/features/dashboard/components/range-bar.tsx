import type { ScoreBand } from '@toeic-ace/contract/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { BAND_FILL } from '../band-styles';

const MIN = 10;
const MAX = 990;
const THRESHOLDS = [600, 700, 800];
const at = (score: number) =>
  `${((Math.min(MAX, Math.max(MIN, score)) - MIN) / (MAX - MIN)) * 100}%`;

/**
 * The likely range on the whole 10–990 scale, the headline as a marker inside it and the band
 * thresholds as ticks. Labelled as an estimate.
 */
export function RangeBar({
  score,
  low,
  high,
  band,
}: {
  score: number;
  low: number;
  high: number;
  band: ScoreBand;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="score-range">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-slate-700 dark:text-slate-200">
          {t('dashboard.score.range', { low, high })}
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {t('dashboard.score.rangeNote')}
        </span>
      </p>
      <div
        role="img"
        aria-label={t('dashboard.score.rangeLabel', { low, high, score })}
        className="relative mt-3 h-2.5 rounded-full bg-slate-100 dark:bg-slate-800"
      >
        {THRESHOLDS.map((x) => (
          <span
            key={x}
            aria-hidden
            className="absolute -top-1 h-4.5 w-px bg-slate-300 dark:bg-slate-600"
            style={{ left: at(x) }}
          />
        ))}
        <span
          aria-hidden
          className={clsx('absolute inset-y-0 rounded-full opacity-35', BAND_FILL[band])}
          style={{ left: at(low), width: `calc(${at(high)} - ${at(low)})` }}
        />
        <span
          aria-hidden
          className={clsx(
            'absolute top-1/2 h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow dark:border-slate-900',
            BAND_FILL[band],
          )}
          style={{ left: at(score) }}
        />
      </div>
      <div
        aria-hidden
        className="relative mt-1.5 h-4 text-[10px] text-slate-500 tabular-nums dark:text-slate-400"
      >
        <span className="absolute left-0">{MIN}</span>
        {THRESHOLDS.map((x) => (
          <span key={x} className="absolute -translate-x-1/2" style={{ left: at(x) }}>
            {x}
          </span>
        ))}
        <span className="absolute right-0">{MAX}</span>
      </div>
    </div>
  );
}
