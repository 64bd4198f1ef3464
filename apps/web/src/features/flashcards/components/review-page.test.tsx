import { routes } from '@/lib/routes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rateWord } from '../api/rate-word';
import { createRatingQueue } from '../rating-queue';
import { RatingQueueProvider } from '../rating-queue-context';
import { browserProfile, dueWord } from '../review-fixtures';
import { ok, stubFetch, type StubRequest } from '@/test/fetch-stub';
import { storeTokens } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ReviewPage } from './review-page';

const meanings = [
  {
    partOfSpeech: 'noun',
    partOfSpeechLocal: '名词',
    definitions: [
      { definition: 'first noun sense', synonyms: ['a', 'b', 'c', 'd'] },
      { definition: 'second noun sense' },
      { definition: 'third noun sense (not shown)' },
    ],
  },
  { partOfSpeech: 'verb', definitions: [{ definition: 'a verb sense' }] },
  { partOfSpeech: 'adjective', definitions: [{ definition: 'third meaning (not shown)' }] },
];

const ROUND_ONE = [
  dueWord(1, { reviewCount: 0, meanings }),
  dueWord(2, { reviewCount: 2 }),
  dueWord(3, { reviewCount: 4 }),
  dueWord(4, { reviewCount: 11, overdue: true }),
];
const ROUND_TWO = [dueWord(5, { reviewCount: 7 })];

/** The server's review calls: due lists served in turn, each rating recorded. */
function reviewServer(rounds: (typeof ROUND_ONE)[]) {
  const ratings: StubRequest[] = [];
  const stub = stubFetch((req) => {
    if (req.path === '/api/vocabulary/review')
      return ok(routes.vocabulary.listDueReviews, { words: rounds.shift() ?? [] });
    if (req.method === 'POST' && req.path.endsWith('/review')) {
      ratings.push(req);
      const id = req.path.split('/')[4]!;
      return ok(routes.vocabulary.reviewWord, { ...dueWord(1), id, reviewCount: 1 });
    }
    return { status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: '' } } };
  });
  return { stub, ratings };
}

function renderReview() {
  const { open } = browserProfile();
  const queue = createRatingQueue({ db: async () => open(), send: rateWord });
  renderWithProviders(
    <MemoryRouter>
      <RatingQueueProvider queue={queue}>
        <ReviewPage userId="u-1" />
      </RatingQueueProvider>
    </MemoryRouter>,
  );
  return queue;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Waits for a card and lets React start its countdown (effects run after the paint). */
async function cardOf(word: string) {
  await waitFor(() => expect(screen.getByTestId('review-word')).toHaveTextContent(word));
  await act(async () => {});
}
const press = (key: string) => fireEvent.keyDown(window, { key });
const card = () => screen.getByTestId('flashcard');
const countdown = () => screen.getByTestId('review-countdown');

beforeEach(() => {
  storeTokens();
  // The countdown's clock and ticks; IndexedDB and fetch keep real (macro)tasks.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('the flashcard review screen', () => {
  it('shows, times out, rates by view time, ends with the tally and continues', async () => {
    const { ratings } = reviewServer([ROUND_ONE, ROUND_TWO]);
    renderReview();

    // Card 1: a new word, counting down from 20.
    await cardOf('word1');
    expect(screen.getByTestId('review-progress')).toHaveTextContent('1 / 4');
    expect(screen.getByTestId('mastery-level')).toHaveTextContent('新词');
    expect(screen.getByTestId('review-phonetic')).toHaveTextContent('/wɜːd1/');
    expect(screen.getByTestId('review-context')).toHaveTextContent('The context of word1.');
    expect(screen.getByTestId('review-footer')).toHaveTextContent('已复习 0 个 · 剩余 4 个');
    expect(countdown()).toHaveTextContent('20s');
    expect(countdown()).toHaveAttribute('data-tone', 'normal');
    expect(screen.queryByTestId('review-answer')).toBeNull();
    advance(9_000);
    expect(countdown()).toHaveTextContent('11s');
    expect(countdown()).toHaveAttribute('data-tone', 'normal');
    advance(1_000);
    expect(countdown()).toHaveTextContent('10s');
    expect(countdown()).toHaveAttribute('data-tone', 'warning');

    // Space shows the answer: the first two meanings, two definitions each, three synonyms.
    press(' ');
    const answer = await screen.findByTestId('review-answer');
    expect(answer).toHaveTextContent('first noun sense');
    expect(answer).toHaveTextContent('(a, b, c)');
    expect(answer).toHaveTextContent('second noun sense');
    expect(answer).toHaveTextContent('a verb sense');
    expect(answer).not.toHaveTextContent('third noun sense');
    expect(answer).not.toHaveTextContent('third meaning');
    // Judged correct after 3 s in view: easy.
    advance(3_000);
    press('1');
    expect(await screen.findByText('word1：熟练掌握')).toBeInTheDocument();

    // Card 2: correct after 8 s in view: normal. The countdown started again at 20.
    await cardOf('word2');
    expect(screen.getByTestId('review-progress')).toHaveTextContent('2 / 4');
    expect(screen.getByTestId('mastery-level')).toHaveTextContent('学习中');
    expect(screen.getByTestId('review-footer')).toHaveTextContent('已复习 1 个 · 剩余 3 个');
    expect(countdown()).toHaveTextContent('20s');
    fireEvent.click(screen.getByTestId('show-answer'));
    advance(8_000);
    fireEvent.click(screen.getByTestId('judge-correct'));
    expect(await screen.findByText('word2：记得但不够熟练')).toBeInTheDocument();

    // Card 3: wrong: again. A second key press does not rate it twice.
    await cardOf('word3');
    expect(screen.getByTestId('mastery-level')).toHaveTextContent('熟悉');
    press(' ');
    press('2');
    press('2');
    expect(await screen.findByText('word3：需要重新学习')).toBeInTheDocument();

    // Card 4: no answer in 20 s: red from 5 s, then the timeout view with a single button.
    await cardOf('word4');
    expect(screen.getByTestId('mastery-level')).toHaveTextContent('精通');
    expect(card()).toHaveTextContent('已逾期');
    advance(15_000);
    expect(countdown()).toHaveTextContent('5s');
    expect(countdown()).toHaveAttribute('data-tone', 'danger');
    press('1'); // judging is not offered before the answer shows
    advance(5_000);
    expect(await screen.findByTestId('review-timeout')).toHaveTextContent(
      '时间到！这个单词会被安排更频繁地复习。',
    );
    expect(card()).toHaveAttribute('data-phase', 'timeout');
    expect(screen.queryByTestId('judge-correct')).toBeNull();
    expect(screen.getByTestId('timeout-next')).toHaveTextContent('知道了，下一个');
    press('Enter');

    // End screen: 1 proficient, 1 remembered, 2 forgotten; no tip below 70 %.
    const end = await screen.findByTestId('review-end');
    expect(within(end).getByTestId('tally-proficient')).toHaveTextContent('1');
    expect(within(end).getByTestId('tally-remembered')).toHaveTextContent('1');
    expect(within(end).getByTestId('tally-forgotten')).toHaveTextContent('2');
    expect(screen.queryByTestId('review-tip')).toBeNull();

    // What reached the server: one rating per card, each with its own client id.
    // Not a DOM change, so Testing Library's waitFor (which polls on a faked interval here)
    // would not see it: vi.waitFor polls on its own.
    await vi.waitFor(() => expect(ratings).toHaveLength(4), { timeout: 10_000 });
    expect(ratings.map((r) => [r.path.split('/')[4], r.body])).toEqual([
      [ROUND_ONE[0]!.id, { rating: 'easy', responseTime: 3, clientRatingId: expect.any(String) }],
      [ROUND_ONE[1]!.id, { rating: 'normal', responseTime: 8, clientRatingId: expect.any(String) }],
      [ROUND_ONE[2]!.id, { rating: 'again', responseTime: 0, clientRatingId: expect.any(String) }],
      [ROUND_ONE[3]!.id, { rating: 'again', responseTime: 20, clientRatingId: expect.any(String) }],
    ]);
    const ids = ratings.map((r) => (r.body as { clientRatingId: string }).clientRatingId);
    expect(new Set(ids).size).toBe(4);

    // Continue: the due list is loaded again and the counters start over.
    fireEvent.click(within(end).getByTestId('continue-review'));
    await cardOf('word5');
    expect(screen.getByTestId('review-progress')).toHaveTextContent('1 / 1');
    expect(screen.getByTestId('review-footer')).toHaveTextContent('已复习 0 个 · 剩余 1 个');
    expect(screen.getByTestId('mastery-level')).toHaveTextContent('熟练');
    press(' ');
    press('1');
    const second = await screen.findByTestId('review-end');
    expect(within(second).getByTestId('tally-proficient')).toHaveTextContent('1');
    expect(within(second).getByTestId('tally-forgotten')).toHaveTextContent('0');
    expect(screen.getByTestId('review-tip')).toBeInTheDocument();
  });

  it('says so when no word is due', async () => {
    reviewServer([[]]);
    renderReview();
    expect(await screen.findByTestId('review-none')).toHaveTextContent('没有需要复习的单词');
    expect(screen.queryByTestId('flashcard')).toBeNull();
  });
});
