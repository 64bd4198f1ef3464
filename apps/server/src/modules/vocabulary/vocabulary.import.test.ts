import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/app';
import { addWord, allWords, importOk, listWords, newVocabularyUser } from './vocabulary.fixtures';

const app = testAppPerFile();

const newUser = () => newVocabularyUser(app());

describe('POST /api/vocabulary/import', () => {
  it('imports server words, client words and CSV-shaped rows', async () => {
    const calls = await newUser();
    // A server word's own fields and review state, which the import keeps as they are.
    const quarterly = {
      definition: 'every three months',
      mastered: true,
      tags: ['finance'],
      createdAt: '2025-01-02T03:04:05.000Z',
      reviewCount: 4,
      easeIndex: 2.7,
      intervalDays: 12,
      nextReviewDate: '2025-02-01T00:00:00.000Z',
      lastReviewDate: '2025-01-20T00:00:00.000Z',
    };
    const result = await importOk(calls, {
      words: [
        {
          id: 'ignored-old-id',
          word: 'quarterly',
          ...quarterly,
        },
        {
          word: 'itinerary',
          addedAt: '2025-03-01T00:00:00Z',
          definitionLoading: false,
          reviewData: { reviewCount: 1, easeIndex: 2.4, intervalDays: 3, nextReviewDate: null },
        },
        { word: 'venue', notes: 'n', reviewCount: 2 },
      ],
    });
    expect(result).toEqual({
      totalWords: 3,
      successCount: 3,
      skipCount: 0,
      errorCount: 0,
      errors: [],
    });
    const words = await allWords(calls);
    expect(words.map((w) => w.word)).toEqual(['quarterly', 'itinerary', 'venue']);
    expect(words[0]).toMatchObject(quarterly);
    expect(words[0]!.id).not.toBe('ignored-old-id');
    expect(words[1]).toMatchObject({
      createdAt: '2025-03-01T00:00:00.000Z',
      reviewCount: 1,
      easeIndex: 2.4,
      intervalDays: 3,
      sourceType: 'import',
    });
    expect(words[2]).toMatchObject({ notes: 'n', reviewCount: 2, easeIndex: 2.5, intervalDays: 1 });
  });

  it('reports invalid rows by row number and writes none of them', async () => {
    const calls = await newUser();
    const result = await importOk(calls, {
      words: [
        { word: 'valid' },
        { word: '' },
        'just a string',
        { word: 'x'.repeat(101) },
        { word: 'bad-meanings', meanings: [{ definitions: 'not a list' }] },
        { word: 'bad-date', nextReviewDate: 'tomorrow' },
        { word: 'a' },
        { word: '<b>bold</b>' },
        { word: 'also-valid', notes: 'ok' },
      ],
    });
    expect(result.totalWords).toBe(9);
    expect(result.successCount).toBe(2);
    expect(result.errorCount).toBe(7);
    expect(result.errors).toEqual([
      expect.stringMatching(/^Row 2: word: /),
      expect.stringMatching(/^Row 3: /),
      expect.stringMatching(/^Row 4: word: /),
      expect.stringMatching(/^Row 5: meanings\.0\./),
      expect.stringMatching(/^Row 6: nextReviewDate: /),
      'Row 7: word: a word has at least 2 letters',
      expect.stringMatching(/^Row 8: word: a word must not contain markup/),
    ]);
    expect((await allWords(calls)).map((w) => w.word)).toEqual(['valid', 'also-valid']);
  });

  it('skips words already there in any letter case unless asked to replace them', async () => {
    const calls = await newUser();
    const existing = await addWord(calls, { word: 'Budget', notes: 'mine', context: 'ctx' });
    const rows = [
      { word: 'budget', notes: 'imported', mastered: true },
      { word: 'forecast' },
      { word: 'FORECAST', notes: 'repeated in the file' },
    ];
    const skipped = await importOk(calls, { words: rows });
    expect(skipped).toMatchObject({ totalWords: 3, successCount: 1, skipCount: 2, errorCount: 0 });
    expect((await calls.get(existing.id)).json().data).toEqual(existing);

    const replaced = await importOk(calls, { words: rows, replaceExisting: true });
    expect(replaced).toMatchObject({ successCount: 2, skipCount: 1, errorCount: 0 });
    const after = (await calls.get(existing.id)).json().data;
    expect(after).toMatchObject({
      id: existing.id,
      word: 'budget',
      notes: 'imported',
      mastered: true,
      context: null,
      createdAt: existing.createdAt,
    });
    const forecast = (await listWords(calls, { search: 'forecast' })).words;
    expect(forecast).toHaveLength(1);
    expect(forecast[0]!.notes).toBeNull();
  });

  it('does not touch the same word in another account', async () => {
    const owner = await newUser();
    const word = await addWord(owner, { word: 'shared', notes: 'owner' });
    const other = await newUser();
    await importOk(other, { words: [{ word: 'shared', notes: 'other' }], replaceExisting: true });
    expect((await owner.get(word.id)).json().data).toEqual(word);
  });

  it('imports 10 000 words in one call and refuses 10 001', async () => {
    const calls = await newUser();
    const words = Array.from({ length: 10_000 }, (_, i) => ({
      word: `word-${i}`,
      context: `The context of word ${i}, long enough to make the body larger than a megabyte.`,
      notes: 'n'.repeat(40),
    }));
    const body = JSON.stringify({ words });
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const result = await importOk(calls, { words });
    expect(result).toMatchObject({ totalWords: 10_000, successCount: 10_000, errorCount: 0 });
    expect((await listWords(calls, { limit: 1 })).pagination.total).toBe(10_000);

    const tooMany = await calls.importWords({ words: [...words, { word: 'one-more' }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('keeps the 1 MiB body limit on the other calls', async () => {
    const calls = await newUser();
    const res = await calls.add({ word: 'big', notes: 'n'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lists at most 100 errors but counts them all', async () => {
    const calls = await newUser();
    const result = await importOk(calls, { words: Array.from({ length: 150 }, () => ({})) });
    expect(result.errorCount).toBe(150);
    expect(result.errors).toHaveLength(100);
    expect(result.errors[99]).toMatch(/^Row 100: word: /);
  });

  it('needs a words list', async () => {
    const calls = await newUser();
    const res = await calls.importWords({ replaceExisting: true });
    expect(res.statusCode).toBe(400);
  });
});
