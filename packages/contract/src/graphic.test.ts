import { describe, expect, it } from 'vitest';
import {
  graphicSchema,
  type BarChartGraphic,
  type FloorPlanGraphic,
  type TableGraphic,
} from './graphic';
import { describeGraphic, planPosition } from './graphic-text';
import { migrationQuestionSchema } from './migration';
import { questionSchema } from './question';

const table: TableGraphic = {
  kind: 'table',
  title: 'FLOWER PRICES',
  columns: ['Size', 'Price'],
  rows: [
    ['Small', '$20'],
    ['Medium', '$35'],
  ],
};

const chart: BarChartGraphic = {
  kind: 'bar-chart',
  title: 'WHY CUSTOMERS CANCELED',
  unit: '%',
  bars: [
    { label: 'Price', value: 38 },
    { label: 'Delivery delays', value: 27 },
  ],
};

const plan: FloorPlanGraphic = {
  kind: 'floor-plan',
  title: 'THIRD FLOOR',
  width: 6,
  height: 4,
  areas: [
    { label: 'Kitchen', x: 0, y: 0, w: 2, h: 2 },
    { label: 'Room A', x: 2, y: 0, w: 2, h: 2 },
    { label: 'Room B', x: 4, y: 0, w: 2, h: 2 },
    { label: 'Hall', x: 0, y: 2, w: 6, h: 1 },
    { label: 'Lobby', x: 2, y: 3, w: 2, h: 1 },
  ],
  marker: { label: 'You are here', x: 3, y: 3.5 },
};

const issues = (value: unknown) =>
  (graphicSchema.safeParse(value).error?.issues ?? []).map(
    (i) => `${i.path.join('.')}: ${i.message}`,
  );

describe('graphicSchema', () => {
  it('accepts a table, a bar chart and a plan', () => {
    for (const graphic of [table, chart, plan]) expect(issues(graphic)).toEqual([]);
  });

  it('needs one cell per column in every row of a table', () => {
    expect(issues({ ...table, rows: [['Small']] })).toEqual([
      'rows: every row has one cell per column',
    ]);
  });

  it('holds a chart to 2–8 bars with distinct labels and values of zero or more', () => {
    expect(issues({ ...chart, bars: chart.bars.slice(0, 1) })).toHaveLength(1);
    const nine = Array.from({ length: 9 }, (_, i) => ({ label: `B${i}`, value: i }));
    expect(issues({ ...chart, bars: nine })).toHaveLength(1);
    expect(issues({ ...chart, bars: [chart.bars[0], { label: 'Price', value: 1 }] })).toEqual([
      'bars: bar labels are unique',
    ]);
    expect(issues({ ...chart, bars: [chart.bars[0], { label: 'Loss', value: -2 }] })).toHaveLength(
      1,
    );
  });

  it('keeps the areas of a plan inside the grid and apart, and the marker on it', () => {
    const outside = { ...plan, areas: [...plan.areas, { label: 'Roof', x: 5, y: 3, w: 2, h: 1 }] };
    expect(issues(outside)).toEqual(['areas.5: the area leaves the grid']);
    const over = { ...plan, areas: [...plan.areas, { label: 'Desk', x: 1, y: 1, w: 1, h: 1 }] };
    expect(issues(over)).toEqual(['areas.5: the area overlaps areas[0] (Kitchen)']);
    expect(issues({ ...plan, marker: { label: 'X', x: 7, y: 1 } })).toEqual([
      'marker: the marker is off the grid',
    ]);
    expect(
      issues({ ...plan, areas: [plan.areas[0], { ...plan.areas[1], label: 'Kitchen' }] }),
    ).toEqual(['areas: area labels are unique']);
  });

  it('rejects an unknown kind and control characters', () => {
    expect(issues({ ...chart, kind: 'pie-chart' })).toHaveLength(1);
    expect(issues({ ...chart, title: 'Sales\u0007' })).toHaveLength(1);
  });
});

describe('describeGraphic', () => {
  it('reads a table row by row as "Column: value"', () => {
    expect(describeGraphic(table)).toBe(
      ['Table: FLOWER PRICES.', 'Size: Small; Price: $20.', 'Size: Medium; Price: $35.'].join('\n'),
    );
  });

  it('reads each bar with its value and unit', () => {
    expect(describeGraphic(chart)).toBe(
      ['Bar chart: WHY CUSTOMERS CANCELED (%).', 'Price: 38%.', 'Delivery delays: 27%.'].join('\n'),
    );
    const visitors: BarChartGraphic = {
      kind: 'bar-chart',
      title: 'VISITORS',
      unit: 'visitors',
      bars: [
        { label: 'May', value: 1200 },
        { label: 'June', value: 950.5 },
      ],
    };
    expect(describeGraphic(visitors).split('\n').slice(1)).toEqual([
      'May: 1,200 visitors.',
      'June: 950.5 visitors.',
    ]);
  });

  it('places each area of a plan in words, with its neighbours and the marker', () => {
    expect(describeGraphic(plan).split('\n')).toEqual([
      'Plan: THIRD FLOOR.',
      'Kitchen: top left; next to Room A (right) and Hall (below).',
      'Room A: top center; next to Kitchen (left), Room B (right) and Hall (below).',
      'Room B: top right; next to Room A (left) and Hall (below).',
      'Hall: full width in the middle; next to Kitchen (above), Room A (above), Room B (above) and Lobby (below).',
      'Lobby: bottom center; next to Hall (above).',
      'You are here: bottom center, in Lobby.',
    ]);
  });

  it('names the nine regions of a plan by thirds', () => {
    const at = (x: number, y: number) => planPosition(plan, x, y);
    expect([at(0.5, 0.5), at(3, 0.5), at(5.5, 0.5)]).toEqual([
      'top left',
      'top center',
      'top right',
    ]);
    expect([at(0.5, 2), at(3, 2), at(5.5, 2)]).toEqual(['center left', 'center', 'center right']);
    expect([at(0.5, 3.5), at(3, 3.5), at(5.5, 3.5)]).toEqual([
      'bottom left',
      'bottom center',
      'bottom right',
    ]);
  });
});

describe('a question with a graphic', () => {
  const question = {
    id: 'bank-p4-l3-20',
    type: 'listening',
    category: 'part4',
    part: 4,
    question: 'Look at the graphic. Which reason does the speaker want to address first?',
    options: ['Price', 'Delivery delays', 'App problems', 'Product variety'],
    correctAnswer: 1,
    explanation: 'x',
    difficulty: 3,
    createdAt: '2026-11-24T00:00:00.000Z',
    tags: ['graphic'],
    graphic: chart,
  };

  it('is served with it', () => {
    expect(questionSchema.parse(question).graphic).toEqual(chart);
    expect(questionSchema.safeParse({ ...question, graphic: { kind: 'map' } }).success).toBe(false);
  });

  it('keeps it when a local session moves to the account', () => {
    expect(migrationQuestionSchema.parse(question).graphic).toEqual(chart);
  });
});
