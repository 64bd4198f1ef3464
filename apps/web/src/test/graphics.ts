import type { BarChartGraphic } from '@toeic-ace/contract';

/** A Part 4 question's printed chart, as the bank stores one. */
export const cancellationChart: BarChartGraphic = {
  kind: 'bar-chart',
  title: 'Why customers canceled',
  unit: '%',
  bars: [
    { label: 'Price', value: 38 },
    { label: 'Delivery delays', value: 27 },
    { label: 'App problems', value: 21 },
  ],
};
