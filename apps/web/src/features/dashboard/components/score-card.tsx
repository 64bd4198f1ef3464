import { DASHBOARD, SCORE_ESTIMATE } from '@toeic-ace/contract/rules';
import clsx from 'clsx';
import { ChevronRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BAND_CHIP, BAND_TEXT } from '../band-styles';
import type { ScoreView } from '../score-view';
import { GoalMeter } from './goal-meter';
import { RangeBar } from './range-bar';
import { TrendChip } from './trend-chip';

interface ScoreCardProps {
  view: ScoreView;
  onOpenHistory: () => void;
}

/**
 * The score dashboard: predicted score with LC / RC, its likely range, trend,
 * study days and goal. The whole card opens the practice history (a stretched button).
 */
export function ScoreCard({ view, onOpenHistory }: ScoreCardProps) {
  const { t } = useTranslation();
  const { score, figures } = view;
  const placeholder = t('dashboard.score.placeholder');
  return (
    <section
      data-testid="score-dashboard"
      data-band={score === null ? undefined : figures.band}
      className="group relative rounded-3xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md sm:p-7 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/60"
    >
      <button
        type="button"
        onClick={onOpenHistory}
        aria-haspopup="dialog"
        aria-label={t('dashboard.score.openHistory')}
        data-testid="score-dashboard-open"
        className="absolute inset-0 z-10 rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      />
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-sm font-semibold text-slate-500 dark:text-slate-400">
            {t('dashboard.score.title')}
          </h2>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {score === null
              ? t('dashboard.score.scale')
              : view.source === 'mock'
                ? t('mock.dashboard.basis')
                : t('dashboard.score.basis', {
                    count: Math.min(view.completedSessions, SCORE_ESTIMATE.recentSessions),
                  })}
          </p>
        </div>
        <TrendChip trend={view.trend} ready={view.trendReady} />
      </div>

      <div className="mt-3 flex flex-wrap items-end gap-x-8 gap-y-4">
        <div className="flex items-end gap-3">
          <p className="flex items-baseline gap-1.5">
            <span
              data-testid="predicted-score"
              className={clsx(
                'text-6xl leading-none font-extrabold tracking-tight tabular-nums sm:text-7xl',
                score === null ? 'text-slate-300 dark:text-slate-600' : BAND_TEXT[figures.band],
              )}
            >
              {score ?? placeholder}
            </span>
            <span className="text-lg font-semibold text-slate-500 dark:text-slate-400">
              {t('dashboard.score.outOf')}
            </span>
          </p>
          {score !== null && (
            <span
              data-testid="score-band"
              className={clsx(
                'mb-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                BAND_CHIP[figures.band],
              )}
            >
              {t(`dashboard.score.bands.${figures.band}`)}
            </span>
          )}
        </div>
        <dl className="flex gap-6 text-sm">
          {(['listening', 'reading'] as const).map((section) => (
            <div key={section}>
              <dt className="text-slate-500 dark:text-slate-400">
                {t(`dashboard.score.${section}`)}
              </dt>
              <dd
                data-testid={`predicted-${section}`}
                className="mt-0.5 text-xl font-bold text-slate-900 tabular-nums dark:text-white"
              >
                {score === null ? placeholder : figures[section]}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="mt-5">
        {view.range && score !== null ? (
          <RangeBar score={score} low={view.range.low} high={view.range.high} band={figures.band} />
        ) : (
          <NeedMore needed={view.sessionsNeeded} />
        )}
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-slate-100 pt-5 dark:border-slate-800">
        <div>
          <dt className="text-sm text-slate-500 dark:text-slate-400">
            {t('dashboard.score.studyDays')}
          </dt>
          <dd
            data-testid="study-days"
            className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white"
          >
            {figures.studyDays}{' '}
            <span className="text-sm font-medium text-slate-500 dark:text-slate-400">
              {t('dashboard.score.daysUnit', { count: figures.studyDays })}
            </span>
          </dd>
        </div>
        <GoalMeter percent={figures.goalPercent} goal={DASHBOARD.goalScore} />
      </dl>

      <p className="mt-5 flex items-center gap-1.5 text-sm font-medium text-indigo-600 group-hover:text-indigo-500 dark:text-sky-300">
        <History className="h-4 w-4" aria-hidden />
        {t('dashboard.score.hint')}
        <ChevronRight
          className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      </p>
    </section>
  );
}

function NeedMore({ needed }: { needed: number }) {
  const { t } = useTranslation();
  const done = SCORE_ESTIMATE.minSessions - needed;
  return (
    <div data-testid="score-need-more" className="flex flex-wrap items-center gap-3">
      <span className="flex gap-1.5" aria-hidden>
        {Array.from({ length: SCORE_ESTIMATE.minSessions }, (_, i) => (
          <span
            key={i}
            className={clsx(
              'h-2 w-8 rounded-full',
              i < done ? 'bg-indigo-500 dark:bg-sky-400' : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </span>
      <span className="text-sm text-slate-600 dark:text-slate-300">
        {t('dashboard.score.needMore', { count: needed })}
      </span>
    </div>
  );
}
