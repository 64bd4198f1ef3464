import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { VocabularyWord } from '@toeic-ace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/users';
import { addWord, vocabularyCalls } from '../vocabulary.fixtures';
import { newLearner, rateOk, reviewCalls, statsIn } from './review.fixtures';

let now = new Date('2026-05-10T12:00:00.000Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ app: { clock: () => now } });
});
afterAll(() => app.close());

const logsOf = (wordId: string) =>
  app.db.selectFrom('vocabulary_review_logs').selectAll().where('word_id', '=', wordId).execute();

describe('a rating delivered more than once (clientRatingId)', () => {
  it('is applied once; the repeat answers the word as the first delivery left it', async () => {
    const l = await newLearner(app);
    const word = await addWord(l.words, { word: 'redelivered' });
    const clientRatingId = randomUUID();

    const first = await rateOk(l.review, word.id, {
      rating: 'normal',
      responseTime: 7,
      clientRatingId,
    });
    const again = await rateOk(l.review, word.id, {
      rating: 'normal',
      responseTime: 7,
      clientRatingId,
    });
    expect(first.reviewCount).toBe(1);
    expect(again).toEqual(first);
    const logs = await logsOf(word.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]!.client_rating_id).toBe(clientRatingId);
    expect((await statsIn(l.review, 'UTC')).reviewedToday).toBe(1);

    // A new rating (another id) of the same card still counts.
    const next = await rateOk(l.review, word.id, {
      rating: 'easy',
      responseTime: 2,
      clientRatingId: randomUUID(),
    });
    expect(next.reviewCount).toBe(2);
    expect(await logsOf(word.id)).toHaveLength(2);
  });

  it('lands once when the same rating arrives several times at once', async () => {
    const l = await newLearner(app);
    const word = await addWord(l.words, { word: 'duplicated' });
    const payload = { rating: 'again' as const, responseTime: 20, clientRatingId: randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => l.review.rate(word.id, payload)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    const stored = (await l.words.get(word.id)).json<{ data: VocabularyWord }>().data;
    expect(stored.reviewCount).toBe(1);
    expect(await logsOf(word.id)).toHaveLength(1);
    for (const res of results) expect(res.json<{ data: VocabularyWord }>().data).toEqual(stored);
  });

  it("keeps each learner's ids apart, and rejects an id that is not a UUID", async () => {
    const a = await newLearner(app);
    const b = await newLearner(app);
    const wordA = await addWord(a.words, { word: 'shared-id-a' });
    const wordB = await addWord(b.words, { word: 'shared-id-b' });
    const clientRatingId = randomUUID();
    await rateOk(a.review, wordA.id, { rating: 'easy', responseTime: 1, clientRatingId });
    const rated = await rateOk(b.review, wordB.id, {
      rating: 'easy',
      responseTime: 1,
      clientRatingId,
    });
    expect(rated.reviewCount).toBe(1);

    const res = await a.review.rate(wordA.id, {
      rating: 'easy',
      responseTime: 1,
      clientRatingId: 'not-a-uuid',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('stats follow the time zone kept in preferences when the request names none', async () => {
    now = new Date('2026-05-10T23:50:00.000Z');
    const { tokens } = await registerUser(app);
    const words = vocabularyCalls(app, tokens.accessToken);
    const review = reviewCalls(app, tokens.accessToken);
    const word = await addWord(words, { word: 'zoned' });
    await rateOk(review, word.id, { rating: 'easy', responseTime: 1 });
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(tokens.accessToken),
      payload: { preferences: { timeZone: 'Asia/Tokyo' } },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.preferences.timeZone).toBe('Asia/Tokyo');

    // Ten minutes later it is a new day in UTC, but still the same morning in Tokyo.
    now = new Date('2026-05-11T00:00:00.000Z');
    const inPreferredZone = await review.stats();
    expect(inPreferredZone.json().data).toMatchObject({ reviewedToday: 1, reviewStreak: 1 });
    expect(await statsIn(review, 'UTC')).toMatchObject({ reviewedToday: 0, reviewStreak: 1 });
  });
});
