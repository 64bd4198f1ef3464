// The text alternative of a question's graphic (graphic.ts holds its schema), without zod: the
// screens read it.
import type { FloorPlanGraphic, Graphic, PlanArea } from './graphic';

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** "38%", "1,200 visitors": a percent sign sticks to the number, a word does not. */
export const formatBarValue = (value: number, unit?: string) =>
  unit ? `${number(value)}${unit === '%' ? '' : ' '}${unit}` : number(value);

/** A line that ends as a sentence does: a full stop unless it has its own. */
const sentence = (line: string) => (/[.!?]$/.test(line) ? line : `${line}.`);

/** Which third of `size` a value lies in: 0, 1 or 2. */
const third = (value: number, size: number) =>
  value < size / 3 ? 0 : value > (2 * size) / 3 ? 2 : 1;

/**
 * Where a point lies on the plan in words: thirds of the width (left, center, right) and of the
 * height (top, center, bottom); "center" alone in the middle third of both.
 */
export function planPosition(plan: FloorPlanGraphic, x: number, y: number): string {
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
function planNeighbours(plan: FloorPlanGraphic, a: PlanArea): string[] {
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

/** An area's place: by thirds, or along the side it runs the whole width or height of. */
function areaPosition(plan: FloorPlanGraphic, a: PlanArea): string {
  const x = a.x + a.w / 2;
  const y = a.y + a.h / 2;
  const wide = a.w === plan.width;
  const tall = a.h === plan.height;
  if (wide && tall) return 'the whole plan';
  if (wide)
    return `full width ${['at the top', 'in the middle', 'at the bottom'][third(y, plan.height)]}`;
  if (tall)
    return `full height ${['on the left', 'in the middle', 'on the right'][third(x, plan.width)]}`;
  return planPosition(plan, x, y);
}

function describeArea(plan: FloorPlanGraphic, a: PlanArea): string {
  const next = planNeighbours(plan, a);
  return sentence(
    `${a.label}: ${areaPosition(plan, a)}${next.length ? `; next to ${list(next)}` : ''}`,
  );
}

/**
 * The graphic as plain English lines, everything a sighted reader takes from it: a table's rows
 * as "Column: value; …", each bar as "label: value unit", each area of a plan with its position
 * in words and the areas beside it, and where the marker is. Every line ends with a full stop,
 * so a screen reader that runs the lines together still pauses between them.
 */
export function describeGraphic(graphic: Graphic): string {
  switch (graphic.kind) {
    case 'table':
      return [
        sentence(`Table: ${graphic.title}`),
        ...graphic.rows.map((row) =>
          sentence(row.map((cell, i) => `${graphic.columns[i]}: ${cell}`).join('; ')),
        ),
      ].join('\n');
    case 'bar-chart':
      return [
        sentence(`Bar chart: ${graphic.title}${graphic.unit ? ` (${graphic.unit})` : ''}`),
        ...graphic.bars.map((b) =>
          sentence(`${b.label}: ${formatBarValue(b.value, graphic.unit)}`),
        ),
      ].join('\n');
    case 'floor-plan': {
      const { marker } = graphic;
      const lines = [
        sentence(`Plan: ${graphic.title}`),
        ...graphic.areas.map((a) => describeArea(graphic, a)),
      ];
      if (marker) {
        const inside = graphic.areas.find((a) => contains(a, marker.x, marker.y));
        const where = planPosition(graphic, marker.x, marker.y);
        lines.push(sentence(`${marker.label}: ${where}${inside ? `, in ${inside.label}` : ''}`));
      }
      return lines.join('\n');
    }
  }
}
