import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type {
  AddWordRequest,
  ImportRequest,
  ImportResult,
  VocabularyWord,
  WordList,
} from '@toeic-ace/contract';
import { buildTestApp, type TestAppOptions } from '../../test/app';
import { bearer, registerUser } from '../../test/users';

/** Calls of the vocabulary API as a client makes them. */
export function vocabularyCalls(app: FastifyInstance, token: string) {
  const headers = bearer(token);
  return {
    add: (payload: AddWordRequest | Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/vocabulary/words', headers, payload }),
    list: (query: Record<string, string | number> = {}) =>
      app.inject({
        method: 'GET',
        url: '/api/vocabulary/words',
        headers,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      }),
    /** A GET of a URL written out (repeated query parameters). */
    raw: (url: string) => app.inject({ method: 'GET', url, headers }),
    get: (id: string) => app.inject({ method: 'GET', url: `/api/vocabulary/words/${id}`, headers }),
    update: (id: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/vocabulary/words/${id}`, headers, payload }),
    remove: (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/vocabulary/words/${id}`, headers }),
    stats: () => app.inject({ method: 'GET', url: '/api/vocabulary/stats', headers }),
    batch: (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/vocabulary/batch', headers, payload }),
    exportFile: (query: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/vocabulary/export', headers, query }),
    importWords: (payload: ImportRequest | Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/vocabulary/import', headers, payload }),
    readAnki: (payload: { package: string }) =>
      app.inject({ method: 'POST', url: '/api/vocabulary/import/anki', headers, payload }),
  };
}

export type VocabularyCalls = ReturnType<typeof vocabularyCalls>;

/** The vocabulary calls of a newly registered learner. */
export async function newVocabularyUser(app: FastifyInstance): Promise<VocabularyCalls> {
  const { tokens } = await registerUser(app);
  return vocabularyCalls(app, tokens.accessToken);
}

/** A suite's app (built before its tests, closed after them) and new learners' calls on it. */
export function vocabularySuite(options: TestAppOptions = {}) {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(options);
  });
  afterAll(() => app.close());
  return { newUser: () => newVocabularyUser(app) };
}

export async function addWord(calls: VocabularyCalls, payload: AddWordRequest) {
  const res = await calls.add(payload);
  if (res.statusCode !== 201) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: VocabularyWord }>().data;
}

/**
 * Adds words in turn (oldest first), `tick` moving the app's clock on before each, so they sort
 * by when they were added; returns them in that order.
 */
export async function addInTurn(calls: VocabularyCalls, words: string[], tick: () => void) {
  const added = [];
  for (const word of words) {
    tick();
    added.push(await addWord(calls, { word }));
  }
  return added;
}

export async function listWords(
  calls: VocabularyCalls,
  query: Record<string, string | number> = {},
) {
  const res = await calls.list(query);
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: WordList }>().data;
}

export async function importOk(calls: VocabularyCalls, payload: ImportRequest) {
  const res = await calls.importWords(payload);
  if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: ImportResult }>().data;
}

/** Every word of the account through the list call (200 a page). */
export async function allWords(calls: VocabularyCalls): Promise<VocabularyWord[]> {
  const words: VocabularyWord[] = [];
  for (let page = 1; ; page++) {
    const { words: batch, pagination } = await listWords(calls, {
      page,
      limit: 200,
      sortBy: 'createdAt',
      sortOrder: 'asc',
    });
    words.push(...batch);
    if (page >= pagination.totalPages) return words;
  }
}
