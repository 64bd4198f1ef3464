import { z } from 'zod';
import { userText } from './text';

/**
 * A printed graphic of a Part 3, 4 or 7 set, as data: the screens draw it (an HTML table, or an
 * SVG bar chart or plan) and `describeGraphic` gives its text alternative in English, the test's
 * language — read to screen readers, and handed to the AI tutor with the question. Choices made
 * here once (graphic-text.ts holds the text alternative, without zod, for the screens):
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
