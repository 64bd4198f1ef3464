import type { FloorPlanGraphic, TableGraphic } from '@toeic-ace/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cancellationChart } from '@/test/graphics';
import { wrapLabel } from './graphic-figure';
import { QuestionGraphic } from './question-graphic';

const plan: FloorPlanGraphic = {
  kind: 'floor-plan',
  title: 'Third floor',
  width: 6,
  height: 4,
  areas: [
    { label: 'Kitchen', x: 0, y: 0, w: 2, h: 2 },
    { label: 'Room A', x: 2, y: 0, w: 4, h: 2 },
    { label: 'Lobby', x: 0, y: 2, w: 6, h: 2 },
  ],
  marker: { label: 'You are here', x: 3, y: 3 },
};

const table: TableGraphic = {
  kind: 'table',
  title: 'Flower prices',
  columns: ['Size', 'Price'],
  rows: [
    ['Small', '$20'],
    ['Medium', '$35'],
  ],
};

describe('QuestionGraphic', () => {
  it('draws a bar chart as one SVG image named by its caption and described in words', async () => {
    render(<QuestionGraphic graphic={cancellationChart} />);
    const image = await screen.findByRole('img', { name: 'Why customers canceled' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAttribute('viewBox');
    const description = image.getAttribute('aria-describedby')!;
    expect(document.getElementById(description)!.textContent!.split('\n')).toEqual([
      'Bar chart: Why customers canceled (%).',
      'Price: 38%.',
      'Delivery delays: 27%.',
      'App problems: 21%.',
    ]);
    expect(image).toHaveAccessibleDescription(/^Bar chart: Why customers canceled \(%\)\.\s+Price/);
    const bars = within(image).getAllByTestId('graphic-bar');
    expect(bars).toHaveLength(3);
    expect(bars[1]).toHaveTextContent('Delivery delays');
    expect(bars[1]).toHaveTextContent('27%');
    // The longest bar spans the chart; the others in proportion.
    const widths = bars.map((b) => Number(b.querySelector('rect')!.getAttribute('width')));
    expect(widths[1]! / widths[0]!).toBeCloseTo(27 / 38);
    // The description is in the page for screen readers, not shown.
    expect(screen.getByText(/Price: 38%/)).toHaveClass('sr-only');
    expect(screen.getByTestId('question-graphic')).toHaveAttribute('lang', 'en');
  });

  it('draws a plan with labelled areas and the marker, described by position', async () => {
    render(<QuestionGraphic graphic={plan} />);
    const image = await screen.findByRole('img', { name: 'Third floor' });
    expect(
      within(image)
        .getAllByTestId('graphic-area')
        .map((a) => a.textContent),
    ).toEqual(['Kitchen', 'Room A', 'Lobby']);
    expect(within(image).getByTestId('graphic-marker')).toHaveTextContent('You are here');
    expect(image).toHaveAccessibleDescription(
      expect.stringContaining('Kitchen: top left; next to Room A (right) and Lobby (below).'),
    );
    expect(image).toHaveAccessibleDescription(
      expect.stringContaining('You are here: bottom center, in Lobby.'),
    );
  });

  it('shows a table as a table with column headers', async () => {
    render(<QuestionGraphic graphic={table} />);
    const grid = await screen.findByRole('table', { name: 'Flower prices' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Size', 'Price']);
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('wraps a long label by words', () => {
    expect(wrapLabel('Conference Room B', 12)).toEqual(['Conference', 'Room B']);
    expect(wrapLabel('Stairs', 3)).toEqual(['Stairs']);
  });
});
