import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/app';
import {
  addInTurn,
  listWords,
  type VocabularyCalls,
  newVocabularyUser,
} from './vocabulary.fixtures';

let now = new Date('2026-03-01T08:00:00.000Z');
const app = testAppPerFile({ app: { clock: () => now } });

const newUser = () => newVocabularyUser(app());

/** Adds words one second apart (oldest first); returns them in that order. */
const seed = (calls: VocabularyCalls, words: string[]) =>
  addInTurn(calls, words, () => {
    now = new Date(now.getTime() + 1_000);
  });

const wordsOf = (list: { words: { word: string }[] }) => list.words.map((w) => w.word);

describe('GET /api/vocabulary/words', () => {
  it('pages newest first by default, 50 a page', async () => {
    const calls = await newUser();
    const names = Array.from({ length: 55 }, (_, i) => `word${String(i).padStart(2, '0')}`);
    await seed(calls, names);
    const first = await listWords(calls);
    expect(first.pagination).toEqual({ page: 1, limit: 50, total: 55, totalPages: 2 });
    expect(first.words[0]!.word).toBe('word54');
    const second = await listWords(calls, { page: 2 });
    expect(wordsOf(second)).toEqual(['word04', 'word03', 'word02', 'word01', 'word00']);
    const beyond = await listWords(calls, { page: 3 });
    expect(beyond.words).toEqual([]);
    expect(beyond.pagination.total).toBe(55);
  });

  it('sorts by added time, alphabetically (ignoring case) and by mastered status', async () => {
    const calls = await newUser();
    const [banana, apple, cherry] = await seed(calls, ['banana', 'Apple', 'cherry']);
    await calls.update(banana!.id, { mastered: true });

    const byTime = await listWords(calls, { sortBy: 'createdAt', sortOrder: 'asc' });
    expect(wordsOf(byTime)).toEqual(['banana', 'Apple', 'cherry']);
    const alpha = await listWords(calls, { sortBy: 'word', sortOrder: 'asc' });
    expect(wordsOf(alpha)).toEqual(['Apple', 'banana', 'cherry']);
    const alphaDesc = await listWords(calls, { sortBy: 'word', sortOrder: 'desc' });
    expect(wordsOf(alphaDesc)).toEqual(['cherry', 'banana', 'Apple']);
    const masteredFirst = await listWords(calls, { sortBy: 'mastered', sortOrder: 'desc' });
    expect(wordsOf(masteredFirst)).toEqual(['banana', 'cherry', 'Apple']);
    const masteredLast = await listWords(calls, { sortBy: 'mastered', sortOrder: 'asc' });
    expect(wordsOf(masteredLast)).toEqual(['Apple', 'cherry', 'banana']);
    expect([apple, cherry]).toHaveLength(2);
  });

  it('filters mastered words and counts them', async () => {
    const calls = await newUser();
    const [one] = await seed(calls, ['one', 'two', 'three']);
    await calls.update(one!.id, { mastered: true });
    const mastered = await listWords(calls, { mastered: 'true' });
    expect(wordsOf(mastered)).toEqual(['one']);
    expect(mastered.pagination.total).toBe(1);
    const learning = await listWords(calls, { mastered: 'false' });
    expect(learning.pagination.total).toBe(2);
  });

  it('searches word, definition, meanings and notes, ignoring letter case', async () => {
    const calls = await newUser();
    const [byWord, byDefinition, byMeaning, bySynonym, byNote] = await seed(calls, [
      'Procurement',
      'tender',
      'invoice',
      'receipt',
      'quota',
      'unrelated',
    ]);
    await calls.update(byDefinition!.id, { definition: 'A formal PROCUREMENT offer' });
    await calls.update(byMeaning!.id, {
      meanings: [{ partOfSpeech: 'noun', definitions: [{ definition: 'bill for procurement' }] }],
    });
    await calls.update(bySynonym!.id, {
      meanings: [
        { partOfSpeech: 'noun', definitions: [{ definition: 'proof', synonyms: ['Procurement'] }] },
      ],
    });
    await calls.update(byNote!.id, { notes: 'seen in a procurement email' });

    const found = await listWords(calls, {
      search: 'proCUREment',
      sortBy: 'word',
      sortOrder: 'asc',
    });
    expect(wordsOf(found)).toEqual(['invoice', 'Procurement', 'quota', 'receipt', 'tender']);
    expect(found.pagination.total).toBe(5);
    expect(byWord!.word).toBe('Procurement');
    expect((await listWords(calls, { search: '   ' })).pagination.total).toBe(6);
  });

  it('matches non-ASCII letters in any case and takes % and _ literally', async () => {
    const calls = await newUser();
    await seed(calls, ['Ärger', 'ÉTUDE', 'up 100%', 'snake_case', 'plain']);
    expect(wordsOf(await listWords(calls, { search: 'äRG' }))).toEqual(['Ärger']);
    expect(wordsOf(await listWords(calls, { search: 'étu' }))).toEqual(['ÉTUDE']);
    expect(wordsOf(await listWords(calls, { search: '%' }))).toEqual(['up 100%']);
    expect(wordsOf(await listWords(calls, { search: '_' }))).toEqual(['snake_case']);
    expect(wordsOf(await listWords(calls, { search: '!' }))).toEqual([]);
  });

  it('never lists or counts another user’s words', async () => {
    const owner = await newUser();
    const other = await newUser();
    await seed(owner, ['secret']);
    const list = await listWords(other, { search: 'secret' });
    expect(list.words).toEqual([]);
    expect(list.pagination.total).toBe(0);
  });

  it('answers which exact words the notebook holds, in any letter case (words repeated)', async () => {
    const owner = await newUser();
    const other = await newUser();
    await seed(owner, ['Popular', 'popularity', 'itinerary']);
    await seed(other, ['invoice']);
    const ask = async (calls: VocabularyCalls, words: string[]) => {
      const query = words.map((w) => `words=${encodeURIComponent(w)}`).join('&');
      const res = await calls.raw(`/api/vocabulary/words?${query}&limit=200`);
      expect(res.statusCode).toBe(200);
      return wordsOf(res.json().data).sort();
    };
    expect(await ask(owner, ['popular', 'ITINERARY', 'invoice', ' popular '])).toEqual([
      'Popular',
      'itinerary',
    ]);
    // One value arrives as a plain string, not an array.
    expect(await ask(owner, ['POPULARITY'])).toEqual(['popularity']);
    expect(await ask(other, ['popular'])).toEqual([]);
    const tooMany = Array.from({ length: 51 }, (_, i) => `w${i}`);
    const res = await owner.raw(
      `/api/vocabulary/words?${tooMany.map((w) => `words=${w}`).join('&')}`,
    );
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['limit above 200', { limit: 201 }],
    ['limit 0', { limit: 0 }],
    ['page 0', { page: 0 }],
    ['an unknown sort', { sortBy: 'reviewCount' }],
    ['an unknown order', { sortOrder: 'up' }],
  ])('answers 400 for %s', async (_name, query) => {
    const calls = await newUser();
    const res = await calls.list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('accepts limit 200', async () => {
    const calls = await newUser();
    expect((await listWords(calls, { limit: 200 })).pagination.limit).toBe(200);
  });
});
