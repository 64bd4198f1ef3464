import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { TooltipContentProps } from 'recharts';
import type { PartPoint } from '../../score-view';
import { LISTENING_COLOR, READING_COLOR } from './chart-colors';

const AXIS = { fill: 'currentColor', fontSize: 12 };

/** Accuracy per part, Parts 1–4 in the listening colour and 5–7 in the reading colour. */
export default function PartAccuracyChart({ points }: { points: PartPoint[] }) {
  const data = points.map((p) => ({ ...p, label: `P${p.part}` }));
  return (
    <div className="text-slate-500 dark:text-slate-400" data-testid="part-accuracy-chart">
      <BarChart
        responsive
        data={data}
        margin={{ top: 20, right: 4, bottom: 0, left: 0 }}
        style={{ width: '100%', height: 260 }}
        // The chart is hidden from assistive technology (a table beside it carries the data),
        // so it must not take keyboard focus either.
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.15} />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} />
        <YAxis
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          tickFormatter={(v: number) => `${v}%`}
          width={48}
        />
        <Tooltip
          cursor={{ fill: 'currentColor', fillOpacity: 0.06 }}
          content={(props) => <PartTooltip {...props} />}
        />
        <Bar
          dataKey="accuracy"
          radius={[6, 6, 0, 0]}
          maxBarSize={36}
          minPointSize={(value) => (value === null ? 0 : 3)}
        >
          {data.map((p) => (
            <Cell key={p.key} fill={p.type === 'listening' ? LISTENING_COLOR : READING_COLOR} />
          ))}
          <LabelList
            dataKey="accuracy"
            position="top"
            fill="currentColor"
            fontSize={11}
            formatter={(v) => (typeof v === 'number' ? `${Math.round(v)}%` : '')}
          />
        </Bar>
      </BarChart>
    </div>
  );
}

function PartTooltip({ active, payload }: TooltipContentProps) {
  const { t } = useTranslation();
  const point = payload?.[0]?.payload as PartPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg dark:border-slate-700 dark:bg-slate-800">
      <p className="font-semibold text-slate-900 dark:text-white">
        {t('dashboard.charts.partName', { part: point.part, name: t(`parts.${point.key}.name`) })}
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {point.accuracy === null
          ? t('dashboard.charts.noAnswers')
          : t('dashboard.charts.partAnswered', {
              accuracy: Math.round(point.accuracy),
              correct: point.correct,
              answered: point.answered,
            })}
      </p>
    </div>
  );
}
