import { brotliDecompressSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { importWordSchema, type WordList } from '@toeic-ace/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, buildTestApp } from '../../test/app';
import { readAfterWrite as readNext, readTwice as cachedTwice } from '../../test/list-cache';
import { bearer, registerUser } from '../../test/users';
import { rateOk, reviewCalls } from './review/review.fixtures';
import { rowFromImport } from './vocabulary.dto';
import {
  addInTurn,
  addWord,
  importOk,
  vocabularyCalls,
  type VocabularyCalls,
} from './vocabulary.fixtures';

/**
 * GET /api/vocabulary/words is answered from the response cache while the user's data revision
 * stands; every kind of write — through this server, another instance or the database itself —
 * moves the revision, so the next read shows it.
 */
let app: FastifyInstance;
let now = new Date('2026-03-01T08:00:00.000Z');
beforeAll(async () => {
  app = await buildTestApp({ app: { clock: () => now } });
});
afterAll(() => app.close());

async function newUser() {
  const account = await registerUser(app);
  return { ...account, calls: vocabularyCalls(app, account.tokens.accessToken) };
}

/** Adds words one second apart (oldest first); returns them in that order. */
const seed = (calls: VocabularyCalls, words: string[]) =>
  addInTurn(calls, words, () => {
    now = new Date(now.getTime() + 1_000);
  });

const readTwice = (calls: VocabularyCalls, query: Record<string, string> = {}) =>
  cachedTwice<WordList>(app, () => calls.list(query));
const readAfterWrite = (calls: VocabularyCalls, query: Record<string, string> = {}) =>
  readNext<WordList>(() => calls.list(query));

const names = (list: WordList) => list.words.map((w) => w.word);

describe('GET /api/vocabulary/words from the response cache', () => {
  it('answers a repeated read with the same body and headers, compressed as before', async () => {
    const { calls, tokens } = await newUser();
    await seed(calls, ['alpha', 'beta', 'gamma', 'delta']);
    const miss = await calls.list();
    const hits = app.responseCache.hits;
    const hit = await calls.list();
    expect(app.responseCache.hits).toBe(hits + 1);
    expect(hit.body).toBe(miss.body);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    expect(hit.json().data.words.map((w: { word: string }) => w.word)).toEqual([
      'delta',
      'gamma',
      'beta',
      'alpha',
    ]);

    const compressed = await app.inject({
      url: '/api/vocabulary/words',
      headers: { ...bearer(tokens.accessToken), 'accept-encoding': 'br' },
    });
    expect(app.responseCache.hits).toBe(hits + 2);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(miss.body);
  });

  it('serves the stored body while the revision stands (what makes the triggers necessary)', async () => {
    const { calls, user } = await newUser();
    const [word] = await seed(calls, ['stale']);
    await readTwice(calls);
    // A change that leaves the revision as it was, which no real write can do: still the old body.
    await app.db
      .updateTable('vocabulary_words')
      .set({ notes: 'changed behind the revision' })
      .where('id', '=', word!.id)
      .execute();
    await sql`update users set data_revision = data_revision - 1 where id = ${user.id}`.execute(
      app.db,
    );
    expect((await readAfterWrite(calls)).words[0]!.notes).toBeNull();
    await sql`update users set data_revision = data_revision + 1 where id = ${user.id}`.execute(
      app.db,
    );
    expect((await readAfterWrite(calls)).words[0]!.notes).toBe('changed behind the revision');
  });

  it('shows an added word', async () => {
    const { calls } = await newUser();
    await seed(calls, ['first']);
    expect(names(await readTwice(calls))).toEqual(['first']);
    await seed(calls, ['second']);
    const list = await readAfterWrite(calls);
    expect(names(list)).toEqual(['second', 'first']);
    expect(list.pagination.total).toBe(2);
  });

  it('shows an updated word', async () => {
    const { calls } = await newUser();
    const [word] = await seed(calls, ['ledger']);
    await readTwice(calls);
    expect(
      (await calls.update(word!.id, { notes: 'accounts book', mastered: true })).statusCode,
    ).toBe(200);
    expect((await readAfterWrite(calls)).words[0]).toMatchObject({
      notes: 'accounts book',
      mastered: true,
    });
  });

  it('drops a deleted word', async () => {
    const { calls } = await newUser();
    const [gone] = await seed(calls, ['gone', 'kept']);
    await readTwice(calls);
    expect((await calls.remove(gone!.id)).statusCode).toBe(200);
    expect(names(await readAfterWrite(calls))).toEqual(['kept']);
  });

  it.each([
    ['markMastered', {}, (list: WordList) => list.words.every((w) => w.mastered)],
    [
      'addTags',
      { tags: ['travel'] },
      (list: WordList) => list.words.every((w) => w.tags.includes('travel')),
    ],
    ['delete', {}, (list: WordList) => list.words.length === 0],
  ] as const)('shows a batch %s', async (operation, extra, changed) => {
    const { calls } = await newUser();
    const words = await seed(calls, ['one', 'two']);
    const before = await readTwice(calls);
    expect(changed(before)).toBe(false);
    const res = await calls.batch({ operation, wordIds: words.map((w) => w.id), ...extra });
    expect(res.statusCode).toBe(200);
    expect(changed(await readAfterWrite(calls))).toBe(true);
  });

  it('shows imported words, in every list the user had read', async () => {
    const { calls } = await newUser();
    await seed(calls, ['existing']);
    await readTwice(calls);
    await readTwice(calls, { sortBy: 'word', sortOrder: 'asc' });
    await readTwice(calls, { search: 'bud' });
    await importOk(calls, { words: [{ word: 'budget' }, { word: 'invoice' }] });
    expect((await readAfterWrite(calls)).pagination.total).toBe(3);
    expect(names(await readAfterWrite(calls, { sortBy: 'word', sortOrder: 'asc' }))).toEqual([
      'budget',
      'existing',
      'invoice',
    ]);
    expect(names(await readAfterWrite(calls, { search: 'bud' }))).toEqual(['budget']);
  });

  it('shows a review of a word', async () => {
    const { calls, tokens } = await newUser();
    const [word] = await seed(calls, ['itinerary']);
    expect((await readTwice(calls)).words[0]).toMatchObject({
      reviewCount: 0,
      lastReviewDate: null,
    });
    await rateOk(reviewCalls(app, tokens.accessToken), word!.id, {
      rating: 'normal',
      responseTime: 5,
    });
    expect((await readAfterWrite(calls)).words[0]).toMatchObject({
      reviewCount: 1,
      lastReviewDate: now.toISOString(),
    });
  });

  it('shows a row written straight into the database, as another server instance would', async () => {
    const { calls, user } = await newUser();
    await seed(calls, ['mine']);
    await readTwice(calls);
    const later = new Date(now.getTime() + 60_000).toISOString();
    const word = importWordSchema.parse({ word: 'direct', createdAt: later });
    await app.db
      .insertInto('vocabulary_words')
      .values(rowFromImport(user.id, randomUUID(), word, later))
      .execute();
    expect(names(await readAfterWrite(calls))).toEqual(['direct', 'mine']);
  });

  it('shows a word another server instance added through its API', async () => {
    const { calls, tokens } = await newUser();
    await seed(calls, ['here']);
    await readTwice(calls);
    const sibling = await buildSiblingApp(app, { app: { clock: () => now } });
    try {
      now = new Date(now.getTime() + 1_000);
      await addWord(vocabularyCalls(sibling, tokens.accessToken), { word: 'there' });
    } finally {
      await sibling.close();
    }
    expect(names(await readAfterWrite(calls))).toEqual(['there', 'here']);
  });

  it("never answers one user's list to another, at the same URL and revision", async () => {
    const a = await newUser();
    const b = await newUser();
    await seed(a.calls, ['only-a']);
    await seed(b.calls, ['only-b']);
    // Both users are at the same revision now (one word each).
    expect(names(await readTwice(a.calls))).toEqual(['only-a']);
    expect(names(await readTwice(b.calls))).toEqual(['only-b']);
    // A's write leaves B's entry in place, and A sees it.
    await seed(a.calls, ['again-a']);
    expect(names(await readTwice(b.calls))).toEqual(['only-b']);
    expect(names(await readAfterWrite(a.calls))).toEqual(['again-a', 'only-a']);
  });
});
