import type { VocabularyWord } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { addWord, importOk } from '../vocabulary.fixtures';
import { dueWords, rateOk, reviewSuite } from './review.fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { app, clock, newUser, travel } = reviewSuite(new Date('2026-05-10T12:00:00.000Z'));

const at = (offsetMs: number) => new Date(clock.now.getTime() + offsetMs).toISOString();
const logsOf = (wordId: string) =>
  app().db.selectFrom('vocabulary_review_logs').selectAll().where('word_id', '=', wordId).execute();

describe('GET /api/vocabulary/review', () => {
  it('lists due words: unreviewed first (oldest added first), then the longest waiting', async () => {
    const l = await newUser();
    await importOk(l.words, {
      words: [
        { word: 'due-an-hour-ago', reviewCount: 1, nextReviewDate: at(-HOUR) },
        { word: 'due-two-days-ago', reviewCount: 2, nextReviewDate: at(-2 * DAY) },
        { word: 'due-tomorrow', reviewCount: 1, nextReviewDate: at(DAY) },
        { word: 'new-older', createdAt: at(-3 * DAY) },
        { word: 'mastered-due', mastered: true, reviewCount: 4, nextReviewDate: at(-DAY) },
      ],
    });
    await addWord(l.words, { word: 'new-newer' });

    const due = await dueWords(l.review);
    expect(due.map((w) => [w.word, w.overdue])).toEqual([
      ['new-older', false],
      ['new-newer', false],
      ['due-two-days-ago', true],
      ['due-an-hour-ago', false],
    ]);

    const withMastered = await dueWords(l.review, { includeMastered: 'true' });
    expect(withMastered.map((w) => w.word)).toEqual([
      'new-older',
      'new-newer',
      'due-two-days-ago',
      'mastered-due',
      'due-an-hour-ago',
    ]);
    expect((await dueWords(l.review, { limit: '2' })).map((w) => w.word)).toEqual([
      'new-older',
      'new-newer',
    ]);
  });

  it('counts a word overdue only after more than one full day', async () => {
    const l = await newUser();
    await importOk(l.words, {
      words: [
        { word: 'exactly-a-day', reviewCount: 1, nextReviewDate: at(-DAY) },
        { word: 'a-day-and-a-minute', reviewCount: 1, nextReviewDate: at(-DAY - 60_000) },
      ],
    });
    const due = await dueWords(l.review);
    expect(Object.fromEntries(due.map((w) => [w.word, w.overdue]))).toEqual({
      'exactly-a-day': false,
      'a-day-and-a-minute': true,
    });
  });

  it('rejects a limit above 100 and a non-boolean includeMastered', async () => {
    const l = await newUser();
    expect((await l.review.due({ limit: '101' })).statusCode).toBe(400);
    expect((await l.review.due({ includeMastered: 'yes' })).statusCode).toBe(400);
  });
});

describe('POST /api/vocabulary/words/:id/review', () => {
  it('schedules the word, leaves the due list until then, and logs the rating', async () => {
    const l = await newUser();
    const word = await addWord(l.words, { word: 'itinerary' });

    const rated = await rateOk(l.review, word.id, { rating: 'normal', responseTime: 7.5 });
    expect(rated).toMatchObject({
      id: word.id,
      reviewCount: 1,
      lastReviewDate: clock.now.toISOString(),
    });
    expect(Date.parse(rated.nextReviewDate!)).toBeGreaterThan(clock.now.getTime());
    expect(rated.fsrs).toMatchObject({ state: 1, lapses: 0 });
    expect(rated.easeIndex).toBeGreaterThanOrEqual(1.3);
    expect(rated.easeIndex).toBeLessThanOrEqual(3);
    expect(await dueWords(l.review)).toEqual([]);

    const stored = await l.words.get(word.id);
    expect(stored.json().data).toEqual(rated);

    const logs = await logsOf(word.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      rating: 'normal',
      response_time: 7.5,
      reviewed_at: clock.now.toISOString(),
      state_before: 0,
      state_after: 1,
      stability_before: null,
      due_before: null,
      due_after: rated.nextReviewDate,
    });

    await travel(l, Date.parse(rated.nextReviewDate!) + 1_000);
    expect((await dueWords(l.review)).map((w) => w.id)).toEqual([word.id]);
  });

  it('again brings a word back sooner than easy does, from the same state', async () => {
    const l = await newUser();
    const forgotten = await addWord(l.words, { word: 'forgotten' });
    const known = await addWord(l.words, { word: 'known' });
    // Both cards reach the review state with the same history.
    for (let i = 0; i < 3; i++) {
      const a = await rateOk(l.review, forgotten.id, { rating: 'normal', responseTime: 8 });
      const b = await rateOk(l.review, known.id, { rating: 'normal', responseTime: 8 });
      expect(b.fsrs).toEqual(a.fsrs);
      await travel(l, Math.max(Date.parse(a.nextReviewDate!), Date.parse(b.nextReviewDate!)));
    }
    const before = await rateOk(l.review, known.id, { rating: 'normal', responseTime: 8 });
    await rateOk(l.review, forgotten.id, { rating: 'normal', responseTime: 8 });
    await travel(l, Date.parse(before.nextReviewDate!));

    const again = await rateOk(l.review, forgotten.id, { rating: 'again', responseTime: 20 });
    const easy = await rateOk(l.review, known.id, { rating: 'easy', responseTime: 2 });
    expect(Date.parse(again.nextReviewDate!)).toBeLessThan(Date.parse(easy.nextReviewDate!));
    expect(again.intervalDays).toBeLessThan(before.intervalDays);
    expect(easy.intervalDays).toBeGreaterThan(before.intervalDays);
    expect(again.fsrs!.lapses).toBe(1);
    expect(again.easeIndex).toBeLessThan(easy.easeIndex);
  });

  it("answers 404 for another user's word and leaves it untouched", async () => {
    const owner = await newUser();
    const other = await newUser();
    const word = await addWord(owner.words, { word: 'confidential' });

    const res = await other.review.rate(word.id, { rating: 'easy', responseTime: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect((await owner.words.get(word.id)).json().data).toEqual(word);
    expect(await logsOf(word.id)).toEqual([]);
    expect(
      (await owner.review.rate('no-such-word', { rating: 'easy', responseTime: 1 })).statusCode,
    ).toBe(404);
  });

  it('rejects ratings other than easy, normal and again, and times outside 0–20 s', async () => {
    const l = await newUser();
    const word = await addWord(l.words, { word: 'strict' });
    for (const payload of [
      { rating: 'hard', responseTime: 3 },
      { rating: 'easy', responseTime: 20.5 },
      { rating: 'easy', responseTime: -1 },
      { rating: 'easy' },
    ]) {
      const res = await l.review.rate(word.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(await logsOf(word.id)).toEqual([]);
  });

  it('applies parallel ratings of one card one after another, never twice from one state', async () => {
    const l = await newUser();
    const word = await addWord(l.words, { word: 'simultaneous' });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        l.review.rate(word.id, { rating: 'normal', responseTime: 6 }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));

    const stored = (await l.words.get(word.id)).json<{ data: VocabularyWord }>().data;
    expect(stored.reviewCount).toBe(6);
    expect(await logsOf(word.id)).toHaveLength(6);

    // The same six ratings one after another at the same instant end in the same state: none
    // was computed from a state another had already replaced.
    const twin = await addWord(l.words, { word: 'sequential' });
    let sequential = twin;
    for (let i = 0; i < 6; i++) {
      sequential = await rateOk(l.review, twin.id, { rating: 'normal', responseTime: 6 });
    }
    expect(stored.fsrs).toEqual(sequential.fsrs);
    expect(stored.nextReviewDate).toBe(sequential.nextReviewDate);
    expect(stored.intervalDays).toBe(sequential.intervalDays);
  });

  it('marks a word mastered once FSRS stability reaches 21 days; it leaves the due list', async () => {
    const l = await newUser();
    const word = await addWord(l.words, { word: 'fluent' });
    let rated = await rateOk(l.review, word.id, { rating: 'easy', responseTime: 1 });
    while (rated.fsrs!.stability < 21) {
      expect(rated.mastered).toBe(false);
      await travel(l, rated.nextReviewDate!);
      rated = await rateOk(l.review, word.id, { rating: 'easy', responseTime: 1 });
    }
    expect(rated.mastered).toBe(true);
    await travel(l, Date.parse(rated.nextReviewDate!) + DAY);
    expect(await dueWords(l.review)).toEqual([]);
    expect((await dueWords(l.review, { includeMastered: 'true' })).map((w) => w.id)).toEqual([
      word.id,
    ]);
  });
});
