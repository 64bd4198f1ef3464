import { DASHBOARD } from '@toeic-ace/contract/rules';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { formatDateTime, sessionTone } from '@/entities/practice-session/format';
import type { TrendPoint } from '../../score-view';
import { ESTIMATE_COLOR, TONE_COLOR } from './chart-colors';

const AXIS = { fill: 'currentColor', fontSize: 12 };

/** Each session's percent correct (bars, left axis) and the running estimate (line, right). */
export default function ScoreTrendChart({ points }: { points: TrendPoint[] }) {
  const { t, i18n } = useTranslation();
  const data = points.map((p, i) => ({ ...p, n: i + 1 }));
  const shortDate = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, {
    month: 'numeric',
    day: 'numeric',
  });
  const labels = data.map((p) => shortDate.format(new Date(p.completedAt)));
  // Several sets on one day share one date label: only the first of them shows it.
  const dateOf = (n: number) => (labels[n - 1] === labels[n - 2] ? '' : (labels[n - 1] ?? ''));
  return (
    <div className="text-slate-500 dark:text-slate-400" data-testid="score-trend-chart">
      <ComposedChart
        responsive
        data={data}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
        style={{ width: '100%', height: 260 }}
        // The chart is hidden from assistive technology (a table beside it carries the data),
        // so it must not take keyboard focus either.
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
        <XAxis
          dataKey="n"
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          tickFormatter={dateOf}
          minTickGap={12}
        />
        <YAxis
          yAxisId="percent"
          domain={[0, 100]}
          ticks={[0, 20, 40, 60, 80, 100]}
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          tickFormatter={(v: number) => `${v}%`}
          width={48}
        />
        <YAxis
          yAxisId="score"
          orientation="right"
          domain={[0, 990]}
          ticks={[0, 200, 400, 600, 800, 990]}
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          width={40}
        />
        <ReferenceLine
          yAxisId="score"
          y={DASHBOARD.goalScore}
          stroke={ESTIMATE_COLOR}
          strokeDasharray="4 4"
          strokeOpacity={0.5}
        />
        <Tooltip
          cursor={{ fill: 'currentColor', fillOpacity: 0.06 }}
          content={(props) => <TrendTooltip {...props} language={i18n.language} />}
        />
        <Bar
          yAxisId="percent"
          dataKey="score"
          name={t('dashboard.charts.sessionScore')}
          radius={[6, 6, 0, 0]}
          maxBarSize={28}
          minPointSize={3}
        >
          {data.map((p) => (
            <Cell key={p.id} fill={TONE_COLOR[sessionTone(p.score)]} fillOpacity={0.85} />
          ))}
        </Bar>
        <Line
          yAxisId="score"
          dataKey="estimate"
          name={t('dashboard.charts.estimate')}
          type="monotone"
          stroke={ESTIMATE_COLOR}
          strokeWidth={2.5}
          dot={{ r: 3, fill: ESTIMATE_COLOR, strokeWidth: 0 }}
          activeDot={{ r: 5 }}
          connectNulls
        />
      </ComposedChart>
    </div>
  );
}

function TrendTooltip({ active, payload, language }: TooltipContentProps & { language: string }) {
  const { t } = useTranslation();
  const point = payload?.[0]?.payload as (TrendPoint & { n: number }) | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg dark:border-slate-700 dark:bg-slate-800">
      <p className="font-medium text-slate-500 dark:text-slate-400">
        {formatDateTime(point.completedAt, language)}
      </p>
      <p className="mt-1 text-slate-900 dark:text-white">
        {t('dashboard.charts.sessionScore')}: <b className="tabular-nums">{point.score}%</b>
      </p>
      <p className="text-slate-900 dark:text-white">
        {t('dashboard.charts.estimate')}:{' '}
        <b className="tabular-nums">{point.estimate ?? t('dashboard.score.placeholder')}</b>
      </p>
    </div>
  );
}
