import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { routes } from '@/lib/routes';
import { ok, stubFetch } from '@/test/fetch-stub';
import { useVocabularyStatsQuery, vocabularyStatsQuery } from './get-stats';

const STATS = {
  totalWords: 3,
  masteredWords: 1,
  recentWords: 0,
  wordsNeedingReview: 2,
  reviewedToday: 0,
  reviewStreak: 0,
};

function Figures() {
  const stats = useVocabularyStatsQuery('u-1');
  return <p data-testid="due">{stats.data?.wordsNeedingReview ?? '…'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the vocabulary figures', () => {
  it('are read once when asked for just before the screen opens, and afresh when it opens later', async () => {
    const server = stubFetch(() => ok(routes.vocabulary.getStats, STATS));
    const client = createQueryClient();
    const screenWithFigures = () =>
      render(
        <QueryClientProvider client={client}>
          <Figures />
        </QueryClientProvider>,
      );

    // The notebook's route module asks as it loads; its first render comes right after.
    await client.prefetchQuery(vocabularyStatsQuery('u-1'));
    const first = screenWithFigures();
    expect(await screen.findByText('2')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('/api/vocabulary/stats')).toHaveLength(1);
    first.unmount();

    // Opened again later: due words may have become due by the clock alone.
    vi.useFakeTimers({ now: Date.now() + 5_000, toFake: ['Date'] });
    screenWithFigures();
    await vi.waitFor(() => expect(server.callsTo('/api/vocabulary/stats')).toHaveLength(2));
  });
});
