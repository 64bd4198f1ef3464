import { describeGraphic, formatBarValue } from '@toeic-ace/contract/rules';
import type {
  BarChartGraphic,
  FloorPlanGraphic,
  Graphic,
  PlanArea,
  TableGraphic,
} from '@toeic-ace/contract';
import { useId } from 'react';

/**
 * A question's printed graphic drawn from its data: a table as an HTML table; a bar chart or a
 * plan (floor plan, map) as an inline SVG with a `viewBox`, as wide as its column up to a
 * readable maximum, coloured with the theme's variables (Tailwind's fill / stroke classes) so
 * dark mode follows. The SVG is one image to assistive technology: named by the caption and
 * described by the text alternative (describeGraphic) in a visually hidden paragraph.
 */

/**
 * The SVG's drawing width in its own units; text sizes below are in the same units. Drawn at
 * most 384 px wide (Tailwind max-w-sm: text 17 px) and as narrow as a phone's column (290 px
 * at 390: text 12.7 px).
 */
const VIEW_WIDTH = 320;
const FONT = 14;
/** A rough width of one character at FONT (system sans-serif averages about 0.55 em). */
const CHAR = FONT * 0.56;

/** Words of `text` in lines of at most `max` characters (a longer word keeps its own line). */
export function wrapLabel(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

const textFill = 'fill-slate-700 dark:fill-slate-200';

/** The SVG's accessible name and description: the caption and the text alternative. */
interface Described {
  labelledBy: string;
  describedBy: string;
}

/** Lines of text centred on `y` as a block, anchored at `x` (their end or their middle). */
function Lines({ lines, x, y, size, anchor, className }: LinesProps) {
  const first = y - ((lines.length - 1) * size * 1.15) / 2;
  return (
    <text
      x={x}
      y={first}
      fontSize={size}
      textAnchor={anchor}
      dominantBaseline="middle"
      className={className}
    >
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 0 : size * 1.15}>
          {/* The words stay apart in the text (copy, search), not only on screen. */}
          {i === 0 ? line : ` ${line}`}
        </tspan>
      ))}
    </text>
  );
}

interface LinesProps {
  lines: string[];
  x: number;
  y: number;
  size: number;
  anchor: 'end' | 'middle';
  className: string;
}

function BarChart({ chart, labelledBy, describedBy }: Described & { chart: BarChartGraphic }) {
  const labelWidth = 118;
  const valueWidth = 46;
  const row = 36;
  const barHeight = 20;
  const top = 6;
  const max = Math.max(...chart.bars.map((b) => b.value), 1);
  const span = VIEW_WIDTH - labelWidth - valueWidth - 8;
  const height = top * 2 + row * chart.bars.length;
  const perLine = Math.floor((labelWidth - 10) / CHAR);
  return (
    <svg
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
      className="block h-auto w-full max-w-sm"
    >
      {chart.bars.map((bar, i) => {
        const middle = top + row * i + row / 2;
        const width = (bar.value / max) * span;
        return (
          <g key={bar.label} data-testid="graphic-bar">
            <Lines
              lines={wrapLabel(bar.label, perLine).slice(0, 2)}
              x={labelWidth - 8}
              y={middle}
              size={FONT}
              anchor="end"
              className={textFill}
            />
            <rect
              x={labelWidth}
              y={middle - barHeight / 2}
              width={Math.max(width, 1)}
              height={barHeight}
              rx={3}
              className="fill-indigo-500 dark:fill-sky-400"
            />
            <text
              x={labelWidth + width + 6}
              y={middle}
              fontSize={FONT}
              dominantBaseline="middle"
              className="fill-slate-900 font-semibold dark:fill-white"
            >
              {formatBarValue(bar.value, chart.unit === '%' ? '%' : undefined)}
            </text>
          </g>
        );
      })}
      <line
        x1={labelWidth}
        x2={labelWidth}
        y1={top / 2}
        y2={height - top / 2}
        strokeWidth={1.5}
        className="stroke-slate-400 dark:stroke-slate-500"
      />
    </svg>
  );
}

const containsPoint = (a: PlanArea, x: number, y: number) =>
  x >= a.x && x <= a.x + a.w && y >= a.y && y <= a.y + a.h;

function FloorPlan({ plan, labelledBy, describedBy }: Described & { plan: FloorPlanGraphic }) {
  const { marker } = plan;
  const cell = VIEW_WIDTH / plan.width;
  const pad = 2;
  const legend = marker ? 28 : 0;
  const height = plan.height * cell;
  return (
    <svg
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      viewBox={`${-pad} ${-pad} ${VIEW_WIDTH + pad * 2} ${height + pad * 2 + legend}`}
      className="block h-auto w-full max-w-sm"
    >
      <rect
        x={0}
        y={0}
        width={VIEW_WIDTH}
        height={height}
        strokeWidth={2}
        className="fill-white stroke-slate-500 dark:fill-slate-950 dark:stroke-slate-400"
      />
      {plan.areas.map((area) => {
        const width = area.w * cell;
        // The marker's own room keeps its label clear of the dot, in the half away from it.
        const marked = marker && containsPoint(area, marker.x, marker.y);
        const middle = marked
          ? area.y + area.h * (marker.y > area.y + area.h / 2 ? 0.3 : 0.7)
          : area.y + area.h / 2;
        const words = area.label.split(/\s+/);
        const longest = Math.max(...words.map((w) => w.length));
        // A word wider than its room shrinks the room's text, never below 10 units.
        const size = Math.max(10, Math.min(FONT, (width - 8) / (longest * 0.56)));
        const lines = wrapLabel(area.label, Math.max(1, Math.floor((width - 8) / (size * 0.56))));
        return (
          <g key={area.label} data-testid="graphic-area">
            <rect
              x={area.x * cell}
              y={area.y * cell}
              width={width}
              height={area.h * cell}
              strokeWidth={1.5}
              className="fill-slate-100 stroke-slate-500 dark:fill-slate-800 dark:stroke-slate-400"
            />
            <Lines
              lines={lines}
              x={(area.x + area.w / 2) * cell}
              y={middle * cell}
              size={size}
              anchor="middle"
              className={textFill}
            />
          </g>
        );
      })}
      {marker && (
        <g data-testid="graphic-marker">
          <circle
            cx={marker.x * cell}
            cy={marker.y * cell}
            r={7}
            strokeWidth={2}
            className="fill-rose-500 stroke-white dark:fill-rose-400 dark:stroke-slate-950"
          />
          <circle cx={10} cy={height + 16} r={6} className="fill-rose-500 dark:fill-rose-400" />
          <text
            x={22}
            y={height + 16}
            fontSize={FONT}
            dominantBaseline="middle"
            className={textFill}
          >
            {marker.label}
          </text>
        </g>
      )}
    </svg>
  );
}

function Table({ table, labelledBy }: { table: TableGraphic; labelledBy: string }) {
  // Compact on a phone, so four columns fit 390 px; a wider table scrolls inside the figure.
  const cell = 'border-b border-slate-200 px-2 py-1.5 text-left sm:px-3 dark:border-slate-700';
  return (
    <div className="overflow-x-auto">
      <table aria-labelledby={labelledBy} className="w-full text-xs tabular-nums sm:text-sm">
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`${cell} font-semibold text-slate-600 dark:text-slate-300`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((value, c) => (
                <td key={c} className={`${cell} text-slate-800 dark:text-slate-100`}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The figure: caption (the graphic's title), the drawing, and its text alternative. */
export default function GraphicFigure({ graphic }: { graphic: Graphic }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <figure
      lang="en"
      data-testid="question-graphic"
      data-kind={graphic.kind}
      className="rounded-2xl border border-slate-200 bg-slate-50/70 p-3 sm:p-4 dark:border-slate-700 dark:bg-slate-800/40"
    >
      <figcaption
        id={titleId}
        className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300"
      >
        {graphic.title}
        {graphic.kind === 'bar-chart' && graphic.unit && graphic.unit !== '%' && (
          <span className="font-normal normal-case"> ({graphic.unit})</span>
        )}
      </figcaption>
      {graphic.kind === 'table' ? (
        <Table table={graphic} labelledBy={titleId} />
      ) : (
        <>
          {graphic.kind === 'bar-chart' ? (
            <BarChart chart={graphic} labelledBy={titleId} describedBy={descriptionId} />
          ) : (
            <FloorPlan plan={graphic} labelledBy={titleId} describedBy={descriptionId} />
          )}
          <p id={descriptionId} className="sr-only whitespace-pre-line">
            {describeGraphic(graphic)}
          </p>
        </>
      )}
    </figure>
  );
}
