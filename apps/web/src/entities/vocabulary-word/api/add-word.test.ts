import Dexie from 'dexie';
import { routes } from '@/lib/routes';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { STORAGE_KEYS } from '@toeic-ace/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDb } from '@/db/database';
import { fail, ok, stubFetch } from '@/test/fetch-stub';
import { serverWord } from '@/test/vocabulary-word';
import { addWordToNotebook } from './add-word';

const input = (word: string) => ({
  word,
  context: `Please check the ${word}.`,
  sourceType: 'practice',
  sourceId: 'q-9',
  language: 'en' as const,
});

beforeAll(() => {
  // The app's own database, opened on an in-memory IndexedDB (jsdom has none).
  Object.assign(Dexie.dependencies, { indexedDB: new IDBFactory(), IDBKeyRange });
});

describe('adding a word', () => {
  it('posts it when signed in and online: added, or exists on 409', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    stubFetch((r) =>
      (r.body as { word: string }).word === 'memo'
        ? fail(409, 'WORD_ALREADY_EXISTS', 'exists')
        : ok(routes.vocabulary.addWord, serverWord('invoice')),
    );
    expect(await addWordToNotebook(input('invoice'))).toBe('added');
    expect(await addWordToNotebook(input('memo'))).toBe('exists');
    expect(await localDb().vocabularyWords.count()).toBe(0);
  });

  it('tells a full notebook apart from a word already there (both are 409)', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    stubFetch(() =>
      fail(409, 'NOTEBOOK_FULL', 'Your notebook holds at most 20000 words; 0 more fit', {
        limit: 20_000,
        room: 0,
      }),
    );
    expect(await addWordToNotebook(input('surplus'))).toBe('full');
    // Not kept in the browser either: it would only be refused again on the next sync.
    expect(await localDb().vocabularyWords.count()).toBe(0);
  });

  it('keeps it in the browser when the server cannot be reached or nobody is signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    stubFetch(() => 'network-error');
    expect(await addWordToNotebook(input('receipt'))).toBe('saved-locally');
    localStorage.clear();
    const { calls } = stubFetch(() => 'network-error');
    expect(await addWordToNotebook(input('voucher'))).toBe('saved-locally');
    expect(await addWordToNotebook(input('Receipt'))).toBe('exists');
    expect(calls).toEqual([]);
    // Rows come back in key order, and keys are random ids.
    const rows = await localDb().vocabularyWords.orderBy('word').toArray();
    expect(rows.map((r) => [r.word, r.sync, r.context, r.language])).toEqual([
      ['receipt', 'pending', 'Please check the receipt.', 'en'],
      ['voucher', 'pending', 'Please check the voucher.', 'en'],
    ]);
  });

  it('fails on any other refusal, keeping nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    stubFetch(() => fail(400, 'VALIDATION_ERROR', 'bad'));
    expect(await addWordToNotebook(input('x'.repeat(5)))).toBe('failed');
  });
});
