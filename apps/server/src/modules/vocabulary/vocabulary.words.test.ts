import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/app';
import { addWord, listWords, newVocabularyUser } from './vocabulary.fixtures';

const app = testAppPerFile();

const newUser = () => newVocabularyUser(app());

describe('POST /api/vocabulary/words', () => {
  it('creates a word with every field of the server word and review defaults', async () => {
    const calls = await newUser();
    const res = await calls.add({
      word: '  negotiate ',
      context: 'We need to negotiate the contract.',
      sourceId: 'session-1',
      notes: 'verb',
      tags: ['part5', 'part5', 'verbs'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        word: 'negotiate',
        definition: null,
        definitionSource: null,
        phonetic: null,
        audioUrl: null,
        context: 'We need to negotiate the contract.',
        sourceType: 'practice',
        sourceId: 'session-1',
        meanings: [],
        language: 'zh',
        reading: null,
        jlpt: [],
        commonality: null,
        notes: 'verb',
        mastered: false,
        tags: ['part5', 'verbs'],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        updatedAt: expect.stringMatching(/Z$/),
        reviewCount: 0,
        easeIndex: 2.5,
        intervalDays: 1,
        nextReviewDate: null,
        lastReviewDate: null,
        fsrs: null,
      },
    });
  });

  it('refuses the same word in another letter case with 409 WORD_ALREADY_EXISTS', async () => {
    const calls = await newUser();
    await addWord(calls, { word: 'Invoice' });
    for (const word of ['invoice', 'INVOICE', ' iNvOiCe ']) {
      const res = await calls.add({ word });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        error: { code: 'WORD_ALREADY_EXISTS', message: expect.any(String) },
      });
    }
    expect((await listWords(calls)).pagination.total).toBe(1);
  });

  it('lets two users keep the same word', async () => {
    const first = await newUser();
    const second = await newUser();
    await addWord(first, { word: 'deadline' });
    const res = await second.add({ word: 'Deadline' });
    expect(res.statusCode).toBe(201);
  });

  it('treats non-ASCII letter case as the same word', async () => {
    const calls = await newUser();
    await addWord(calls, { word: 'Ärger' });
    expect((await calls.add({ word: 'äRGER' })).statusCode).toBe(409);
  });

  it.each([
    ['an empty word', { word: '   ' }, 'word'],
    ['a word over 100 characters', { word: 'x'.repeat(101) }, 'word'],
    ['a word of one letter', { word: ' a ' }, 'word'],
    ['a word without letters', { word: '2026' }, 'word'],
    ['a word with markup', { word: '<b>bold</b>' }, 'word'],
    ['a word with a character reference', { word: 'R&amp;D' }, 'word'],
    ['context over 500 characters', { word: 'venue', context: 'c'.repeat(501) }, 'context'],
    ['notes over 2000 characters', { word: 'venue', notes: 'n'.repeat(6000) }, 'notes'],
    ['an unknown language', { word: 'venue', language: 'fr' }, 'language'],
    ['an unknown field', { word: 'venue', mastered: true }, 'mastered'],
  ])('answers 400 VALIDATION_ERROR for %s', async (_name, payload, path) => {
    const calls = await newUser();
    const res = await calls.add(payload);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('accepts exactly 100 characters and the limits of context and notes', async () => {
    const calls = await newUser();
    const res = await calls.add({
      word: 'w'.repeat(100),
      context: 'c'.repeat(500),
      notes: 'n'.repeat(2000),
    });
    expect(res.statusCode).toBe(201);
  });

  it('needs a signed-in user', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/vocabulary/words',
      payload: { word: 'venue' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('GET, PUT, DELETE /api/vocabulary/words/:id', () => {
  it('reads, updates notes, mastered, tags and the definition fields, then deletes', async () => {
    const calls = await newUser();
    const word = await addWord(calls, { word: 'ledger', context: 'old context' });

    expect((await calls.get(word.id)).json().data).toEqual(word);

    const meanings = [
      {
        partOfSpeech: 'noun',
        partOfSpeechLocal: '名词',
        definitions: [{ definition: 'a book of accounts', synonyms: ['register'] }],
      },
    ];
    const changes = {
      notes: 'accounting',
      context: null,
      mastered: true,
      tags: ['finance'],
      definition: 'a record of transactions',
      phonetic: '/ˈlɛdʒər/',
      audioUrl: 'https://example.com/ledger.mp3',
      meanings,
      reading: null,
      jlpt: ['n2'],
      commonality: 'common',
    };
    const updated = await calls.update(word.id, changes);
    expect(updated.statusCode).toBe(200);
    const data = updated.json().data;
    expect(data).toMatchObject({
      id: word.id,
      word: 'ledger',
      ...changes,
      createdAt: word.createdAt,
    });
    expect((await calls.get(word.id)).json().data).toEqual(data);

    const removed = await calls.remove(word.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: { id: word.id } });
    expect((await calls.get(word.id)).statusCode).toBe(404);
    expect((await calls.remove(word.id)).statusCode).toBe(404);
  });

  it('keeps what the body leaves out', async () => {
    const calls = await newUser();
    const word = await addWord(calls, { word: 'audit', notes: 'keep me', tags: ['t'] });
    const res = await calls.update(word.id, { mastered: true });
    expect(res.json().data).toMatchObject({ notes: 'keep me', tags: ['t'], mastered: true });
  });

  it('refuses an audio address that is not http(s)', async () => {
    const calls = await newUser();
    const word = await addWord(calls, { word: 'memo' });
    const res = await calls.update(word.id, { audioUrl: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 for another user's word on every call and leaves it as it was", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const word = await addWord(owner, { word: 'confidential', notes: 'mine' });
    const calls = [
      intruder.get(word.id),
      intruder.update(word.id, { notes: 'stolen' }),
      intruder.remove(word.id),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
    expect((await owner.get(word.id)).json().data).toEqual(word);
  });

  it('answers 404 for an unknown id', async () => {
    const calls = await newUser();
    expect((await calls.get('no-such-word')).statusCode).toBe(404);
    expect((await calls.update('no-such-word', { notes: 'x' })).statusCode).toBe(404);
  });
});
