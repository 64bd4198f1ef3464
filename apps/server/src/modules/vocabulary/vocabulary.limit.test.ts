import type { FastifyInstance } from 'fastify';
import { VOCABULARY_LIMITS, type VocabularyStats } from '@toeic-ace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';
import { addWord, importOk, vocabularyCalls, type VocabularyCalls } from './vocabulary.fixtures';

const LIMIT = VOCABULARY_LIMITS.notebookMaxWords;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const words = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ word: `${prefix}${i}` }));

/** A learner whose notebook holds `held` words (imported in the largest calls allowed). */
async function learnerHolding(held: number) {
  const { tokens } = await registerUser(app);
  const calls = vocabularyCalls(app, tokens.accessToken);
  for (let done = 0; done < held; done += VOCABULARY_LIMITS.importMaxWords) {
    const n = Math.min(VOCABULARY_LIMITS.importMaxWords, held - done);
    await importOk(calls, { words: words(`seed${done}-`, n) });
  }
  return { calls, token: tokens.accessToken };
}

async function total(calls: VocabularyCalls) {
  return (await calls.stats()).json<{ data: VocabularyStats }>().data.totalWords;
}

describe(`the notebook limit (${LIMIT} words)`, () => {
  let calls: VocabularyCalls;
  let token: string;
  beforeAll(async () => {
    ({ calls, token } = await learnerHolding(LIMIT - 2));
  }, 120_000);

  it('refuses an import that would pass it, naming the limit and the room, and writes nothing', async () => {
    const res = await calls.importWords({ words: words('new', 3) });
    expect(res.statusCode).toBe(409);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'NOTEBOOK_FULL', details: { limit: LIMIT, room: 2 } });
    expect(error.message).toContain(String(LIMIT));
    expect(error.message).toContain('2 more');
    expect(await total(calls)).toBe(LIMIT - 2);
  });

  it('counts only the words the notebook does not hold yet', async () => {
    // seed0-0 is there already: two new words fill the notebook exactly.
    const result = await importOk(calls, {
      words: [{ word: 'SEED0-0' }, { word: 'new0' }, { word: 'new1' }],
    });
    expect(result).toMatchObject({ successCount: 2, skipCount: 1 });
    expect(await total(calls)).toBe(LIMIT);
  });

  it('refuses a new word once full, but still replaces words already there', async () => {
    const add = await calls.add({ word: 'one-more' });
    expect(add.statusCode).toBe(409);
    expect(add.json().error).toMatchObject({ code: 'NOTEBOOK_FULL', details: { room: 0 } });
    // A word it holds is still "already there", not "full".
    expect((await calls.add({ word: 'new0' })).json().error.code).toBe('WORD_ALREADY_EXISTS');
    const replaced = await importOk(calls, {
      words: [{ word: 'new0', notes: 'replaced' }],
      replaceExisting: true,
    });
    expect(replaced.successCount).toBe(1);
    expect(await total(calls)).toBe(LIMIT);
  });

  it('holds for migrated words too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/migration/import',
      headers: bearer(token),
      payload: { vocabularyData: { words: [{ id: 'local-1', word: 'migrated' }] } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'NOTEBOOK_FULL', details: { room: 0 } });
    expect(await total(calls)).toBe(LIMIT);
  });

  it('lets a word in again once one is deleted', async () => {
    const {
      words: [first],
    } = (await calls.list({ limit: 1 })).json().data;
    expect((await calls.remove(first.id)).statusCode).toBe(200);
    await addWord(calls, { word: 'one-more' });
    expect(await total(calls)).toBe(LIMIT);
  });
});

describe('the notebook limit under parallel writers', () => {
  it('lets only one of two imports into the last free places', async () => {
    const { calls } = await learnerHolding(LIMIT - 2);
    const [a, b] = await Promise.all([
      calls.importWords({ words: words('alpha', 2) }),
      calls.importWords({ words: words('beta', 2) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await total(calls)).toBe(LIMIT);
  }, 120_000);
});
