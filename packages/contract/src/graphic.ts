import { z } from 'zod';
import { userText } from './text';

/**
 * A printed graphic of a Part 3, 4 or 7 set, as data: the screens draw it (an HTML table, or an
 * SVG bar chart or plan) and `describeGraphic` gives its text alternative in English, the test's
 * language — read to screen readers, and handed to the AI tutor with the question. Choices made
 * here once:
 * - A plan (`floor-plan`, also a map) is a grid of `width` × `height` units, y growing downwards
 *   as on a printed page: (0, 0) is the top left corner. Its areas are rectangles inside the grid
 *   that do not overlap; the marker ("You are here") is a point inside it.
 * - Bars start at zero (values ≥ 0): a chart whose bars could go below zero is a table.
 * - Labels are unique within a graphic, so a question can name any of them.
 */

const label = (max: number) => userText({ singleLine: true }).trim().min(1).max(max);

const unique = (labels: readonly string[]) => new Set(labels).size === labels.length;

const tableGraphic = z
  .object({
    kind: z.literal('table'),
    title: label(200),
    columns: z.array(label(80)).min(1).max(6),
    rows: z
      .array(z.array(label(120)).min(1).max(6))
      .min(1)
      .max(12),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
    message: 'every row has one cell per column',
    path: ['rows'],
  });

const bar = z.object({ label: label(60), value: z.number().min(0).max(1e9) });

const barChartGraphic = z
  .object({
    kind: z.literal('bar-chart'),
    title: label(200),
    /** What the values count: "%", "visitors", "thousand dollars". */
    unit: label(40).optional(),
    bars: z.array(bar).min(2).max(8),
  })
  .refine((c) => unique(c.bars.map((b) => b.label)), {
    message: 'bar labels are unique',
    path: ['bars'],
  });

const gridUnits = z.number().int().min(1).max(24);

const area = z.object({
  label: label(60),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  w: z.number().int().min(1),
  h: z.number().int().min(1),
});

export type PlanArea = z.infer<typeof area>;

const overlap = (a: PlanArea, b: PlanArea) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const floorPlanGraphic = z
  .object({
    kind: z.literal('floor-plan'),
    title: label(200),
    width: gridUnits,
    height: gridUnits,
    areas: z.array(area).min(1).max(16),
    marker: z.object({ label: label(40), x: z.number().min(0), y: z.number().min(0) }).optional(),
  })
  .superRefine((plan, ctx) => {
    plan.areas.forEach((a, i) => {
      if (a.x + a.w > plan.width || a.y + a.h > plan.height) {
        ctx.addIssue({ code: 'custom', path: ['areas', i], message: 'the area leaves the grid' });
      }
      plan.areas.slice(0, i).forEach((b, j) => {
        if (overlap(a, b)) {
          ctx.addIssue({
            code: 'custom',
            path: ['areas', i],
            message: `the area overlaps areas[${j}] (${b.label})`,
          });
        }
      });
    });
    if (!unique(plan.areas.map((a) => a.label))) {
      ctx.addIssue({ code: 'custom', path: ['areas'], message: 'area labels are unique' });
    }
    const { marker } = plan;
    if (marker && (marker.x > plan.width || marker.y > plan.height)) {
      ctx.addIssue({ code: 'custom', path: ['marker'], message: 'the marker is off the grid' });
    }
  });

export const graphicSchema = z.discriminatedUnion('kind', [
  tableGraphic,
  barChartGraphic,
  floorPlanGraphic,
]);

export type Graphic = z.infer<typeof graphicSchema>;
export type TableGraphic = Extract<Graphic, { kind: 'table' }>;
export type BarChartGraphic = Extract<Graphic, { kind: 'bar-chart' }>;
export type FloorPlanGraphic = Extract<Graphic, { kind: 'floor-plan' }>;

export const GRAPHIC_KINDS = ['table', 'bar-chart', 'floor-plan'] as const;

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** "38%", "1,200 visitors": a percent sign sticks to the number, a word does not. */
export const formatBarValue = (value: number, unit?: string) =>
  unit ? `${number(value)}${unit === '%' ? '' : ' '}${unit}` : number(value);

/**
 * Where a point lies on the plan in words: thirds of the width (left, center, right) and of the
 * height (top, center, bottom); "center" alone in the middle third of both.
 */
export function planPosition(plan: FloorPlanGraphic, x: number, y: number): string {
  const third = (value: number, size: number) =>
    value < size / 3 ? 0 : value > (2 * size) / 3 ? 2 : 1;
  const row = ['top', 'center', 'bottom'][third(y, plan.height)]!;
  const column = ['left', 'center', 'right'][third(x, plan.width)]!;
  if (row === 'center' && column === 'center') return 'center';
  if (column === 'center') return `${row} center`;
  return `${row} ${column}`;
}

/** Length of the overlap of [a, a + la) and [b, b + lb). */
const shared = (a: number, la: number, b: number, lb: number) =>
  Math.min(a + la, b + lb) - Math.max(a, b);

/** The areas sharing a wall with `a` (a stretch of edge, not a corner), with their side. */
export function planNeighbours(plan: FloorPlanGraphic, a: PlanArea): string[] {
  const out: string[] = [];
  for (const b of plan.areas) {
    if (b === a) continue;
    const alongY = shared(a.y, a.h, b.y, b.h) > 0;
    const alongX = shared(a.x, a.w, b.x, b.w) > 0;
    if (alongY && b.x === a.x + a.w) out.push(`${b.label} (right)`);
    else if (alongY && b.x + b.w === a.x) out.push(`${b.label} (left)`);
    else if (alongX && b.y + b.h === a.y) out.push(`${b.label} (above)`);
    else if (alongX && b.y === a.y + a.h) out.push(`${b.label} (below)`);
  }
  return out;
}

const contains = (a: PlanArea, x: number, y: number) =>
  x >= a.x && x <= a.x + a.w && y >= a.y && y <= a.y + a.h;

const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

function describeArea(plan: FloorPlanGraphic, a: PlanArea): string {
  const spans = [
    a.w === plan.width ? 'the full width' : '',
    a.h === plan.height ? 'the full height' : '',
  ].filter(Boolean);
  const where = spans.length
    ? `${planPosition(plan, a.x + a.w / 2, a.y + a.h / 2)}, across ${list(spans)}`
    : planPosition(plan, a.x + a.w / 2, a.y + a.h / 2);
  const next = planNeighbours(plan, a);
  return `${a.label}: ${where}${next.length ? `; next to ${list(next)}` : ''}.`;
}

/**
 * The graphic as plain English lines, everything a sighted reader takes from it: a table's rows
 * as "Column: value; …", each bar as "label: value unit", each area of a plan with its position
 * in words and the areas beside it, and where the marker is.
 */
export function describeGraphic(graphic: Graphic): string {
  switch (graphic.kind) {
    case 'table':
      return [
        `Table: ${graphic.title}.`,
        ...graphic.rows.map((row) =>
          row.map((cell, i) => `${graphic.columns[i]}: ${cell}`).join('; '),
        ),
      ].join('\n');
    case 'bar-chart':
      return [
        `Bar chart: ${graphic.title}${graphic.unit ? ` (${graphic.unit})` : ''}.`,
        ...graphic.bars.map((b) => `${b.label}: ${formatBarValue(b.value, graphic.unit)}`),
      ].join('\n');
    case 'floor-plan': {
      const { marker } = graphic;
      const lines = [
        `Plan: ${graphic.title}.`,
        ...graphic.areas.map((a) => describeArea(graphic, a)),
      ];
      if (marker) {
        const inside = graphic.areas.find((a) => contains(a, marker.x, marker.y));
        const where = planPosition(graphic, marker.x, marker.y);
        lines.push(`${marker.label}: ${where}${inside ? `, in ${inside.label}` : ''}.`);
      }
      return lines.join('\n');
    }
  }
}
