import { routes } from '@/lib/routes';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { STORAGE_KEYS } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { createLocalDb } from '@/db/database';
import { fail, ok, stubFetch } from '@/test/fetch-stub';
import { serverWord } from '@/test/vocabulary-word';
import { localWordsAmong, saveLocalWord } from './local-words';
import { syncLocalWords } from './sync-local-words';
import type { WordToAdd } from './word-to-add';

const newDb = () => createLocalDb('toeic-ace', { indexedDB: new IDBFactory(), IDBKeyRange });

const word = (text: string): WordToAdd => ({
  word: text,
  context: `The ${text} was mentioned in the e-mail.`,
  sourceType: 'review',
  sourceId: 'q-1',
  language: 'zh',
});

describe('words added while signed out or offline', () => {
  it('are kept locally once per word, in any letter case', async () => {
    const db = newDb();
    expect(await saveLocalWord(word('Invoice'), db)).toBe('saved');
    expect(await saveLocalWord(word('invoice'), db)).toBe('exists');
    const [row] = await db.vocabularyWords.toArray();
    expect(row).toMatchObject({ word: 'Invoice', sync: 'pending', mastered: 0, sourceId: 'q-1' });
    expect(await localWordsAmong(['INVOICE', 'receipt'], db)).toEqual(new Set(['invoice']));
  });

  it('go to the account when signed in: 201 and 409 mark them synced, rows stay', async () => {
    const db = newDb();
    // One second apart: words saved in the same millisecond have no oldest among them.
    let clock = Date.parse('2026-06-01T10:00:00.000Z');
    const tick = () => new Date((clock += 1_000));
    for (const text of ['invoice', 'receipt', 'itinerary']) {
      await saveLocalWord(word(text), db, tick);
    }
    // A row from an older local-only version is the migration tool's, not the sync's.
    await db.vocabularyWords.add({
      ...(await db.vocabularyWords.toArray())[0]!,
      id: 'legacy',
      word: 'legacy',
      sync: undefined,
    });
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    const { callsTo } = stubFetch((request) => {
      const body = request.body as { word: string };
      if (body.word === 'receipt') return fail(409, 'WORD_ALREADY_EXISTS', 'exists');
      if (body.word === 'itinerary') return 'network-error';
      return ok(routes.vocabulary.addWord, serverWord(body.word));
    });

    expect(await syncLocalWords(db)).toBe(2);
    const sent = callsTo('/api/vocabulary/words').map((c) => c.body);
    expect(sent).toEqual([
      expect.objectContaining({
        word: 'invoice',
        context: 'The invoice was mentioned in the e-mail.',
        sourceType: 'review',
        sourceId: 'q-1',
      }),
      expect.objectContaining({ word: 'receipt' }),
      expect.objectContaining({ word: 'itinerary' }),
    ]);
    const rows = Object.fromEntries((await db.vocabularyWords.toArray()).map((r) => [r.word, r]));
    expect(Object.keys(rows).sort()).toEqual(['invoice', 'itinerary', 'legacy', 'receipt']);
    expect(rows.invoice!.sync).toBe('synced');
    expect(rows.invoice!.syncedAt).toEqual(expect.any(String));
    expect(rows.receipt!.sync).toBe('synced');
    expect(rows.itinerary!.sync).toBe('pending');
    expect(rows.legacy!.sync).toBeUndefined();

    // Back online: only what is still pending is sent.
    const again = stubFetch((request) =>
      ok(routes.vocabulary.addWord, serverWord((request.body as { word: string }).word)),
    );
    expect(await syncLocalWords(db)).toBe(1);
    expect(again.calls.map((c) => (c.body as { word: string }).word)).toEqual(['itinerary']);
  });

  it('wait while signed out', async () => {
    const db = newDb();
    await saveLocalWord(word('invoice'), db);
    const { calls } = stubFetch(() => 'network-error');
    expect(await syncLocalWords(db)).toBe(0);
    expect(calls).toEqual([]);
  });

  it('leaves every word pending while the notebook is full, and sends them once there is room', async () => {
    const db = newDb();
    let clock = Date.parse('2026-06-01T10:00:00.000Z');
    const tick = () => new Date((clock += 1_000));
    for (const text of ['quota', 'surplus']) await saveLocalWord(word(text), db, tick);
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    const full = stubFetch(() => fail(409, 'NOTEBOOK_FULL', 'full', { limit: 20_000, room: 0 }));
    expect(await syncLocalWords(db)).toBe(0);
    // The first refusal says it for all: the second word is not even sent.
    expect(full.calls).toHaveLength(1);
    expect((await db.vocabularyWords.toArray()).map((r) => r.sync)).toEqual(['pending', 'pending']);

    stubFetch((request) =>
      ok(routes.vocabulary.addWord, serverWord((request.body as { word: string }).word)),
    );
    expect(await syncLocalWords(db)).toBe(2);
  });
});
