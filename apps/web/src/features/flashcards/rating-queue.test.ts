import { routes } from '@/lib/routes';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch, type StubRequest } from '@/test/fetch-stub';
import { storeTokens } from '@/test/fixtures';
import { rateWord } from './api/rate-word';
import { createRatingQueue, type QueueEvent } from './rating-queue';
import { browserProfile, dueWord } from './review-fixtures';

const rating = (wordId: string, userId = 'u-1') => ({
  userId,
  wordId,
  word: 'itinerary',
  rating: 'normal' as const,
  responseTime: 7,
});

/** The review endpoint: offline until `online` is set, then it records each rating. */
function server() {
  const state = { online: false, received: [] as StubRequest[] };
  stubFetch((req) => {
    if (!state.online) return 'network-error';
    state.received.push(req);
    if (req.path.includes('gone')) return fail(404, 'NOT_FOUND', 'Word not found');
    return ok(routes.vocabulary.reviewWord, dueWord(1));
  });
  return state;
}

describe('the rating queue', () => {
  it('keeps a rating made offline through a reload and delivers it once back online', async () => {
    storeTokens();
    const net = server();
    const profile = browserProfile();

    const before = profile.open();
    const queue = createRatingQueue({ db: async () => before, send: rateWord });
    expect(await queue.record(rating('w-1'))).toBe(true);
    expect(await queue.flush('u-1')).toBe(false);
    const [kept] = await queue.pending('u-1');
    // Two tries failed: the one recording starts, and the flush after it.
    expect(kept).toMatchObject({ wordId: 'w-1', rating: 'normal', responseTime: 7, attempts: 2 });
    before.close();

    // The page is reloaded: a new database connection and a new queue, same browser profile.
    const after = profile.open();
    const reloaded = createRatingQueue({ db: async () => after, send: rateWord });
    expect((await reloaded.pendingWordIds('u-1')).has('w-1')).toBe(true);
    net.online = true;
    const events: QueueEvent['type'][] = [];
    reloaded.subscribe((event) => events.push(event.type));
    expect(await reloaded.flush('u-1')).toBe(true);

    expect(net.received).toHaveLength(1);
    expect(net.received[0]).toMatchObject({
      method: 'POST',
      path: '/api/vocabulary/words/w-1/review',
      body: { rating: 'normal', responseTime: 7, clientRatingId: kept!.id },
    });
    expect(await after.pendingReviews.count()).toBe(0);
    expect(events).toContain('delivered');
  });

  it("sends a user's ratings oldest first, and only that user's", async () => {
    storeTokens();
    const net = server();
    const db = browserProfile().open();
    let clock = Date.parse('2026-06-01T10:00:00.000Z');
    const queue = createRatingQueue({
      db: async () => db,
      send: rateWord,
      now: () => new Date((clock += 1_000)),
    });
    await queue.record(rating('w-1'));
    await queue.record(rating('w-other', 'u-2'));
    await queue.record(rating('w-2'));
    await queue.flush('u-1');
    net.online = true;
    expect(await queue.flush('u-1')).toBe(true);
    expect(net.received.map((r) => r.path)).toEqual([
      '/api/vocabulary/words/w-1/review',
      '/api/vocabulary/words/w-2/review',
    ]);
    expect((await db.pendingReviews.toArray()).map((r) => r.wordId)).toEqual(['w-other']);
  });

  it('drops a rating of a word that no longer exists and reports it; the rest go on', async () => {
    storeTokens();
    const net = server();
    net.online = true;
    const db = browserProfile().open();
    const queue = createRatingQueue({ db: async () => db, send: rateWord });
    const rejected: string[] = [];
    queue.subscribe((event) => {
      if (event.type === 'rejected') rejected.push(event.record.wordId);
    });
    await queue.record(rating('gone'));
    await queue.record(rating('w-3'));
    await queue.flush('u-1');
    expect(rejected).toEqual(['gone']);
    expect(await db.pendingReviews.count()).toBe(0);
    expect(net.received.map((r) => r.path)).toContain('/api/vocabulary/words/w-3/review');
  });

  it('keeps a rating the server failed on (5xx) for the next try', async () => {
    storeTokens();
    stubFetch(() => fail(503, 'INTERNAL_ERROR', 'down'));
    const db = browserProfile().open();
    const queue = createRatingQueue({ db: async () => db, send: rateWord });
    await queue.record(rating('w-4'));
    expect(await queue.flush('u-1')).toBe(false);
    expect(await db.pendingReviews.count()).toBe(1);
  });
});
