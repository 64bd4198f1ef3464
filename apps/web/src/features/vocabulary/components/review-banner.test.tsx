import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ReviewBanner } from './review-banner';

describe('the spaced-review banner', () => {
  it('leads to the flashcard review with the due count, 99+ beyond 99', () => {
    renderWithProviders(
      <MemoryRouter>
        <ReviewBanner due={120} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('review-due')).toHaveTextContent('有 120 个单词需要复习');
    expect(screen.getByTestId('start-review')).toHaveAttribute('href', '/vocabulary/review');
    expect(screen.getByTestId('due-badge')).toHaveTextContent('99+');
  });

  it('shows the review-complete badge and no link when nothing is due', () => {
    renderWithProviders(
      <MemoryRouter>
        <ReviewBanner due={0} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('review-complete')).toHaveTextContent('今日复习已完成');
    expect(screen.queryByTestId('start-review')).toBeNull();
  });
});
