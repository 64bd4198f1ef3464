import type { PracticeStats } from '@toeic-ace/contract';
import { BarChart3, LineChart } from 'lucide-react';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { partPoints, trendPoints } from '../score-view';
import { AbilityPanel } from './ability-panel';
import { ESTIMATE_COLOR, LISTENING_COLOR, READING_COLOR, TONE_COLOR } from './charts/chart-colors';

// recharts is the largest dependency: it loads only once the dashboard has data to draw.
const ScoreTrendChart = lazy(() => import('./charts/score-trend-chart'));
const PartAccuracyChart = lazy(() => import('./charts/part-accuracy-chart'));

/** Charts measure their box; browsers without ResizeObserver get the data tables only. */
const canDraw = () => typeof window !== 'undefined' && 'ResizeObserver' in window;

export function ChartsSection({ stats }: { stats: PracticeStats }) {
  const { t } = useTranslation();
  const trend = useMemo(() => trendPoints(stats), [stats]);
  const parts = useMemo(() => partPoints(stats), [stats]);
  const hasParts = parts.some((p) => p.accuracy !== null);
  return (
    <div className="grid gap-5 lg:grid-cols-5">
      <Card
        className="lg:col-span-3"
        title={t('dashboard.charts.trendTitle')}
        description={t('dashboard.charts.trendSubtitle', { count: trend.length })}
        icon={<LineChart className="h-5 w-5" aria-hidden />}
        testId="chart-score-trend"
      >
        {trend.length === 0 ? (
          <ChartEmpty />
        ) : (
          <>
            <Legend
              items={[
                { color: '', label: t('dashboard.charts.sessionScore'), shape: 'tones' },
                { color: ESTIMATE_COLOR, label: t('dashboard.charts.estimate'), shape: 'line' },
              ]}
            />
            <Chart>
              <ScoreTrendChart points={trend} />
            </Chart>
            <table className="sr-only">
              <caption>{t('dashboard.charts.trendTitle')}</caption>
              <tbody>
                {trend.map((p) => (
                  <tr key={p.id}>
                    <td>{p.completedAt.slice(0, 10)}</td>
                    <td>{p.score}%</td>
                    <td>{p.estimate ?? '--'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Card>
      <Card
        className="lg:col-span-2"
        title={t('dashboard.charts.partsTitle')}
        description={t('dashboard.charts.partsSubtitle')}
        icon={<BarChart3 className="h-5 w-5" aria-hidden />}
        testId="chart-part-accuracy"
      >
        {!hasParts ? (
          <ChartEmpty />
        ) : (
          <>
            <Legend
              items={[
                { color: LISTENING_COLOR, label: t('session.types.listening'), shape: 'bar' },
                { color: READING_COLOR, label: t('session.types.reading'), shape: 'bar' },
              ]}
            />
            <Chart>
              <PartAccuracyChart points={parts} />
            </Chart>
            <table className="sr-only">
              <caption>{t('dashboard.charts.partsTitle')}</caption>
              <tbody>
                {parts.map((p) => (
                  <tr key={p.key} data-testid={`part-accuracy-${p.part}`}>
                    <td>
                      {t('dashboard.charts.partName', {
                        part: p.part,
                        name: t(`parts.${p.key}.name`),
                      })}
                    </td>
                    <td>{p.accuracy === null ? '--' : `${Math.round(p.accuracy)}%`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <AbilityPanel />
      </Card>
    </div>
  );
}

function Chart({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (!canDraw()) return null;
  return (
    <ComponentErrorBoundary name="chart">
      <Suspense
        fallback={
          <div
            role="status"
            className="flex h-[260px] animate-pulse items-center justify-center rounded-2xl bg-slate-50 text-sm text-slate-500 dark:text-slate-400 dark:bg-slate-800/60"
          >
            {t('dashboard.charts.loading')}
          </div>
        }
      >
        <div aria-hidden>{children}</div>
      </Suspense>
    </ComponentErrorBoundary>
  );
}

function Legend({
  items,
}: {
  items: { color: string; label: string; shape: 'bar' | 'line' | 'tones' }[];
}) {
  return (
    <ul className="-mt-2 mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
      {items.map(({ color, label, shape }) => (
        <li key={label} className="flex items-center gap-1.5">
          {shape === 'tones' ? (
            <span aria-hidden className="flex gap-0.5">
              {(['good', 'fair', 'poor'] as const).map((tone) => (
                <span
                  key={tone}
                  className="h-2.5 w-1.5 rounded-sm"
                  style={{ backgroundColor: TONE_COLOR[tone] }}
                />
              ))}
            </span>
          ) : (
            <span
              aria-hidden
              className={shape === 'bar' ? 'h-2.5 w-2.5 rounded-sm' : 'h-0.5 w-4 rounded-full'}
              style={{ backgroundColor: color }}
            />
          )}
          {label}
        </li>
      ))}
    </ul>
  );
}

function ChartEmpty() {
  const { t } = useTranslation();
  return (
    <p className="flex h-40 items-center justify-center rounded-2xl border border-dashed border-slate-200 px-4 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
      {t('dashboard.charts.empty')}
    </p>
  );
}
