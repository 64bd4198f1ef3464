import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentHash } from './question-record';

describe('contentHash', () => {
  const body = {
    question: 'Look at the graphic. Which flavor will be removed?',
    options: ['Blueberry', 'Chocolate', 'Banana', 'Pumpkin'],
    transcript: 'Woman: Let’s remove the flavor that sold the second fewest.',
  };
  const chart = {
    kind: 'bar-chart' as const,
    title: 'Muffin sales',
    unit: 'muffins sold',
    bars: [
      { label: 'Banana', value: 150 },
      { label: 'Pumpkin', value: 210 },
    ],
  };

  it('hashes an item without a graphic as before graphics existed', () => {
    const before = createHash('sha256')
      .update(
        JSON.stringify([
          body.question.toLowerCase(),
          body.options.map((o) => o.toLowerCase()),
          '',
          body.transcript.toLowerCase(),
          '',
        ]),
      )
      .digest('hex');
    expect(contentHash(body)).toBe(before);
  });

  it('tells items apart by their graphic, whatever the order of its fields', () => {
    const withChart = contentHash({ ...body, graphic: chart });
    expect(withChart).not.toBe(contentHash(body));
    const other = { ...chart, bars: [chart.bars[0]!, { label: 'Pumpkin', value: 120 }] };
    expect(contentHash({ ...body, graphic: other })).not.toBe(withChart);
    const reordered = { bars: chart.bars, unit: chart.unit, title: chart.title, kind: chart.kind };
    expect(contentHash({ ...body, graphic: reordered })).toBe(withChart);
  });
});
