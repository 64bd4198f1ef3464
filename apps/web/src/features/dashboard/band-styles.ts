import type { ScoreBand, ScoreTrend } from '@toeic-ace/contract/rules';

/** Score colour bands: ≥ 800, ≥ 700, ≥ 600, below. */
export const BAND_TEXT: Record<ScoreBand, string> = {
  excellent: 'text-emerald-600 dark:text-emerald-400',
  good: 'text-sky-600 dark:text-sky-400',
  fair: 'text-amber-600 dark:text-amber-400',
  low: 'text-rose-600 dark:text-rose-400',
};

export const BAND_CHIP: Record<ScoreBand, string> = {
  excellent: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  good: 'bg-sky-50 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
  fair: 'bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
  low: 'bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
};

export const BAND_FILL: Record<ScoreBand, string> = {
  excellent: 'bg-emerald-500',
  good: 'bg-sky-500',
  fair: 'bg-amber-500',
  low: 'bg-rose-500',
};

export const TREND_CHIP: Record<ScoreTrend, string> = {
  improving: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  declining: 'bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
  stable: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};
