import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/app';
import { addWord, importOk, listWords, newVocabularyUser } from './vocabulary.fixtures';

const DAY = 86_400_000;
let now = new Date('2026-05-10T12:00:00.000Z');
const app = testAppPerFile({ app: { clock: () => now } });

const newUser = () => newVocabularyUser(app());

const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe('GET /api/vocabulary/stats', () => {
  it('counts total, mastered, recent, due and reviewed-today words', async () => {
    const calls = await newUser();
    await importOk(calls, {
      words: [
        // Added 8 days ago, reviewed, due again yesterday: due.
        { word: 'old-due', createdAt: at(-8 * DAY), reviewCount: 2, nextReviewDate: at(-DAY) },
        // Added 6 days ago, reviewed today, next review in 3 days: not due.
        {
          word: 'reviewed-today',
          createdAt: at(-6 * DAY),
          reviewCount: 1,
          lastReviewDate: at(-60_000),
          nextReviewDate: at(3 * DAY),
        },
        // Mastered and overdue: mastered words are not due.
        { word: 'mastered', createdAt: at(-30 * DAY), mastered: true, nextReviewDate: at(-DAY) },
        // Reviewed yesterday (before today's UTC midnight).
        {
          word: 'yesterday',
          createdAt: at(-10 * DAY),
          lastReviewDate: '2026-05-09T23:59:00.000Z',
          nextReviewDate: at(DAY),
        },
      ],
    });
    // Never reviewed: due.
    await addWord(calls, { word: 'brand-new' });

    const res = await calls.stats();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        totalWords: 5,
        masteredWords: 1,
        recentWords: 2,
        wordsNeedingReview: 2,
        reviewedToday: 1,
        reviewStreak: 0,
      },
    });
  });

  it('is all zeros for an empty notebook and ignores other users', async () => {
    const other = await newUser();
    await addWord(other, { word: 'elsewhere' });
    const calls = await newUser();
    expect((await calls.stats()).json().data).toEqual({
      totalWords: 0,
      masteredWords: 0,
      recentWords: 0,
      wordsNeedingReview: 0,
      reviewedToday: 0,
      reviewStreak: 0,
    });
  });

  it('counts a word due the moment its review date passes', async () => {
    const calls = await newUser();
    await importOk(calls, { words: [{ word: 'soon', reviewCount: 1, nextReviewDate: at(1_000) }] });
    expect((await calls.stats()).json().data.wordsNeedingReview).toBe(0);
    now = new Date(now.getTime() + 1_000);
    expect((await calls.stats()).json().data.wordsNeedingReview).toBe(1);
  });
});

describe('POST /api/vocabulary/batch', () => {
  async function twoUsers() {
    const me = await newUser();
    const other = await newUser();
    const mine = [await addWord(me, { word: 'alpha' }), await addWord(me, { word: 'beta' })];
    const theirs = await addWord(other, { word: 'gamma', tags: ['x'] });
    return { me, other, mine, theirs };
  }

  it('marks words mastered and unmastered, ignoring ids of other users', async () => {
    const { me, other, mine, theirs } = await twoUsers();
    const ids = [...mine.map((w) => w.id), theirs.id, 'unknown-id'];
    const res = await me.batch({ operation: 'markMastered', wordIds: ids });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'operation succeeded', affected: 2 },
    });
    expect((await listWords(me, { mastered: 'true' })).pagination.total).toBe(2);
    expect((await other.get(theirs.id)).json().data).toEqual(theirs);

    await me.batch({ operation: 'markUnmastered', wordIds: [mine[0]!.id] });
    expect((await listWords(me, { mastered: 'true' })).pagination.total).toBe(1);
  });

  it('deletes only the caller’s words', async () => {
    const { me, other, mine, theirs } = await twoUsers();
    const res = await me.batch({ operation: 'delete', wordIds: [mine[0]!.id, theirs.id] });
    expect(res.json().data).toEqual({ message: 'operation succeeded', affected: 1 });
    expect((await listWords(me)).words.map((w) => w.word)).toEqual(['beta']);
    expect((await other.get(theirs.id)).statusCode).toBe(200);
  });

  it('adds tags without repeating ones already there', async () => {
    const { me, other, mine, theirs } = await twoUsers();
    await me.update(mine[0]!.id, { tags: ['finance'] });
    const res = await me.batch({
      operation: 'addTags',
      wordIds: [mine[0]!.id, theirs.id],
      tags: ['finance', 'week 1'],
    });
    expect(res.json().data.affected).toBe(1);
    expect((await me.get(mine[0]!.id)).json().data.tags).toEqual(['finance', 'week 1']);
    expect((await other.get(theirs.id)).json().data.tags).toEqual(['x']);
  });

  it.each([
    ['addTags without tags', { operation: 'addTags', wordIds: ['a'] }],
    ['no ids', { operation: 'delete', wordIds: [] }],
    [
      'more than 500 ids',
      { operation: 'delete', wordIds: Array.from({ length: 501 }, (_, i) => `${i}`) },
    ],
    ['an unknown operation', { operation: 'archive', wordIds: ['a'] }],
  ])('answers 400 for %s', async (_name, payload) => {
    const me = await newUser();
    const res = await me.batch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('accepts 500 ids', async () => {
    const me = await newUser();
    const wordIds = Array.from({ length: 500 }, (_, i) => `id-${i}`);
    const res = await me.batch({ operation: 'markMastered', wordIds });
    expect(res.json().data).toEqual({ message: 'operation succeeded', affected: 0 });
  });
});
