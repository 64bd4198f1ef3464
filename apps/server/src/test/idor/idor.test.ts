import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEnv, VENDORS, type FakeServer } from '../../ai/testing';
import { buildTestApp } from '../app';
import { routesOf, type FuzzRoute } from '../fuzz/openapi-routes';
import { insertKeyedQuestions, sessionHolding, sessionRequest } from '../questions';
import { bearer, registerUser } from '../users';

/**
 * The IDOR sweep: every route of the served OpenAPI document that names a resource by id — a
 * path parameter, a `sessionId` in the query, or ids in the body — is called by a second learner
 * with the first learner's ids (and with ids that exist nowhere). None may answer with the
 * owner's data or change it: the owner reads every resource before and after and must see the
 * same thing. The route list comes from the document, so a route added tomorrow is swept
 * tomorrow — and fails here until the sweep knows which resource its id names.
 */

type Kind = 'practice' | 'mock' | 'word' | 'chat' | 'mistake';
interface Owned {
  practice: string;
  mock: string;
  word: string;
  chat: string;
  /** A question in the owner's mistakes notebook. */
  mistake: string;
}

/** Which resource a route's id names, by the route's path. */
function kindOf(route: FuzzRoute): Kind | null {
  if (route.path.startsWith('/api/practice/sessions/')) return 'practice';
  if (route.path.startsWith('/api/mock-tests/')) return 'mock';
  if (route.path.startsWith('/api/mistakes/')) return 'mistake';
  if (route.path.startsWith('/api/vocabulary/words/')) return 'word';
  if (route.path === '/api/chat' && 'sessionId' in route.query) return 'chat';
  if (route.path.startsWith('/api/questions/generate')) return 'practice';
  if (route.path === '/api/vocabulary/batch') return 'word';
  return null;
}

const BODY_ID_FIELDS = ['sessionId', 'wordIds', 'id', 'mockId', 'wordId'];
const namesAnId = (route: FuzzRoute) =>
  route.pathParams.length > 0 ||
  'sessionId' in route.query ||
  BODY_ID_FIELDS.some((field) => field in (route.body?.properties ?? {}));

/** A valid request of each swept route, so ownership, not validation, decides the answer. */
function requestFor(route: FuzzRoute, id: string): InjectOptions {
  const url = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
  const key = `${route.method} ${route.path}`;
  switch (key) {
    case 'POST /api/practice/sessions/{id}/answers':
      return { url, payload: { questionId: 'q-1', answer: 1, timeSpent: 5 } };
    case 'POST /api/practice/sessions/{id}/complete':
      return { url, payload: { userAnswers: [], timeSpent: 60 } };
    case 'POST /api/mock-tests/{id}/answers':
      return { url, payload: { questionId: 'q-1', answer: 2 } };
    case 'POST /api/mock-tests/{id}/start':
      return { url, payload: { section: 'reading' } };
    case 'PUT /api/vocabulary/words/{id}':
      return { url, payload: { notes: 'changed by someone else' } };
    case 'POST /api/vocabulary/words/{id}/review':
      return { url, payload: { rating: 'again', responseTime: 3 } };
    case 'POST /api/vocabulary/batch':
      return { url, payload: { operation: 'delete', wordIds: [id] } };
    case 'POST /api/questions/generate':
    case 'POST /api/questions/generate/stream':
      return {
        url,
        payload: {
          questionType: 'reading',
          questionCount: 5,
          difficulty: [3],
          categories: ['part5'],
          sessionId: id,
        },
      };
  }
  const chat = `${url}?action=${route.method === 'POST' ? 'messages' : 'session'}&sessionId=${encodeURIComponent(id)}`;
  if (key === 'GET /api/chat') return { url: chat };
  if (key === 'PUT /api/chat') return { url: chat, payload: { title: 'taken over' } };
  if (key === 'DELETE /api/chat') return { url: chat };
  if (key === 'POST /api/chat') return { url: chat, payload: { message: 'hello' } };
  return { url };
}

let app: FastifyInstance;
let fake: FakeServer;
let owner: Record<string, string>;
let stranger: Record<string, string>;
let owned: Owned;
let ownerId: string;
let ownerToken: string;

const as = (headers: Record<string, string>, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...headers, ...options.headers } });

/** Everything the owner can read of their resources, for the before/after comparison. */
async function ownerView() {
  const read = async (url: string) => {
    const res = await as(owner, { method: 'GET', url });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  return {
    practice: await read(`/api/practice/sessions/${owned.practice}`),
    mock: await read(`/api/mock-tests/${owned.mock}`),
    word: await read(`/api/vocabulary/words/${owned.word}`),
    chat: await read(`/api/chat?action=session&sessionId=${owned.chat}`),
    words: await read('/api/vocabulary/stats'),
    mistake: await read(`/api/mistakes/${owned.mistake}`),
    mistakes: await read('/api/mistakes'),
  };
}

beforeAll(async () => {
  fake = await VENDORS[0]!.start();
  const fixed = new Date('2026-11-24T09:00:00Z');
  app = await buildTestApp({
    env: providerEnv(VENDORS[0]!.name, fake.url),
    app: { clock: () => fixed, rateLimit: false },
  });
  const first = await registerUser(app);
  owner = bearer(first.tokens.accessToken);
  ownerId = first.user.id;
  ownerToken = first.tokens.accessToken;
  stranger = bearer((await registerUser(app)).tokens.accessToken);
  const created = async (options: InjectOptions) => {
    const res = await as(owner, { method: 'POST', ...options });
    if (res.statusCode !== 201) throw new Error(`${options.url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: { id: string } }).data.id;
  };
  owned = {
    practice: await created({
      url: '/api/practice/sessions',
      payload: sessionRequest({ totalQuestions: 5 }),
    }),
    mock: await created({ url: '/api/mock-tests', payload: { kind: 'half' } }),
    word: await created({
      url: '/api/vocabulary/words',
      payload: { word: 'negotiate', context: 'We negotiate the contract.' },
    }),
    chat: await created({
      url: '/api/chat?action=sessions',
      payload: { contextType: 'general', title: 'mine' },
    }),
    mistake: await missedQuestion(),
  };
}, 60_000);

/** A question the owner missed in a completed set of their own: it is in their notebook. */
async function missedQuestion(): Promise<string> {
  const [id] = await insertKeyedQuestions(app, [0]);
  const account = { user: { id: ownerId }, tokens: { accessToken: ownerToken } };
  const session = await sessionHolding(app, account, [id!]);
  await as(owner, {
    method: 'POST',
    url: `/api/practice/sessions/${session.id}/complete`,
    payload: { userAnswers: [{ questionId: id, answer: 1 }], timeSpent: 30 },
  });
  return id!;
}

afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe('another learner’s ids, on every route that takes one', () => {
  it('reads nothing and changes nothing of the owner’s', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const swept = routesOf(document).filter((route) => route.signedIn && namesAnId(route));
    const unknown = swept.filter((route) => kindOf(route) === null);
    expect(
      unknown.map((r) => `${r.method} ${r.path}`),
      'routes with ids the sweep cannot place',
    ).toEqual([]);
    expect(swept.length).toBeGreaterThanOrEqual(14);
    // The removal too: a stranger's DELETE with the owner's question id must remove nothing.
    expect(swept.map((r) => `${r.method} ${r.path}`)).toContain(
      'DELETE /api/mistakes/{questionId}',
    );

    const before = await ownerView();
    const leaks: string[] = [];
    for (const route of swept) {
      for (const id of [owned[kindOf(route)!], '00000000-0000-4000-8000-000000000000']) {
        const res = await as(stranger, { method: route.method as 'GET', ...requestFor(route, id) });
        const tag = `${route.method} ${route.path} (${id === owned[kindOf(route)!] ? "owner's id" : 'unknown id'})`;
        // The body names no resource of the owner's, whatever the status.
        if (
          res.body.includes(owned.mistake) ||
          res.body.includes(owned.practice) ||
          res.body.includes(owned.mock) ||
          res.body.includes(owned.word) ||
          res.body.includes(owned.chat)
        ) {
          leaks.push(
            `${tag}: answered with the owner's id: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
        if (res.statusCode >= 500) leaks.push(`${tag}: ${res.statusCode}`);
        // Batch operations act on the caller's own words only: they may succeed with nothing done.
        const allowed = route.path === '/api/vocabulary/batch' ? [200, 404] : [403, 404];
        if (!allowed.includes(res.statusCode)) {
          leaks.push(`${tag}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(await ownerView()).toEqual(before);
  }, 60_000);
});

/**
 * Routes that read or write the caller's whole notebook take no id: the account is the token's.
 * A second learner exporting (every format), importing the owner's word and reading a package
 * must get only their own notebook back and leave the owner's as it was.
 */
describe('another learner on the routes that take a whole notebook', () => {
  it('exports, imports and reads packages of their own notebook only', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const notebookRoutes = routesOf(document)
      .filter((r) => r.signedIn && /^\/api\/vocabulary\/(export|import)/.test(r.path))
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    // A new notebook-wide route fails here until this sweep calls it.
    expect(notebookRoutes).toEqual([
      'GET /api/vocabulary/export',
      'POST /api/vocabulary/import',
      'POST /api/vocabulary/import/anki',
    ]);
    const before = await ownerView();
    const mine = (
      await as(stranger, {
        method: 'POST',
        url: '/api/vocabulary/words',
        payload: { word: 'stranger-word' },
      })
    ).statusCode;
    expect(mine).toBe(201);
    for (const format of ['json', 'csv']) {
      const res = await as(stranger, {
        method: 'GET',
        url: `/api/vocabulary/export?format=${format}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('stranger-word');
      expect(res.body).not.toContain('negotiate');
      expect(res.body).not.toContain(owned.word);
    }
    const anki = await as(stranger, { method: 'GET', url: '/api/vocabulary/export?format=anki' });
    const read = await as(stranger, {
      method: 'POST',
      url: '/api/vocabulary/import/anki',
      payload: { package: anki.rawPayload.toString('base64') },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.words.map((w: { word: string }) => w.word)).toEqual(['stranger-word']);
    // The owner's word imported into the stranger's notebook is a word of their own.
    const imported = await as(stranger, {
      method: 'POST',
      url: '/api/vocabulary/import',
      payload: { words: [{ word: 'negotiate', notes: 'overwritten?' }], replaceExisting: true },
    });
    expect(imported.json().data.successCount).toBe(1);
    expect(await ownerView()).toEqual(before);
  }, 60_000);
});

/**
 * The migration import takes no id of the account (the token names it) but its records carry
 * ids: a second learner's upload naming the owner's session, chat and user ids as its own
 * stores records of the stranger's only, and the answer names none of the owner's.
 */
describe('another learner migrating records that carry the owner’s ids', () => {
  it('migrates into their own account and leaves the owner’s as it was', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const migrationRoutes = routesOf(document)
      .filter((r) => r.signedIn && r.path.startsWith('/api/migration/'))
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    // A new migration route fails here until this sweep calls it.
    expect(migrationRoutes).toEqual(['GET /api/migration/status', 'POST /api/migration/import']);
    const before = await ownerView();
    const question = {
      id: 'q-1',
      type: 'reading',
      category: 'part5',
      question: 'The report is due ------- Friday.',
      options: ['by', 'until', 'since', 'among'],
      correctAnswer: 0,
    };
    const res = await as(stranger, {
      method: 'POST',
      url: '/api/migration/import',
      payload: {
        practiceData: {
          sessions: [
            {
              id: owned.practice,
              userId: 'owner',
              serverSessionId: owned.practice,
              questions: [question, { ...question, id: 'q-2' }, { ...question, id: 'q-3' }],
              startTime: '2026-11-20T09:00:00.000Z',
            },
          ],
        },
        vocabularyData: { words: [{ id: owned.word, word: 'migrated', notes: 'taken over' }] },
        chatData: {
          sessions: [{ id: owned.chat }],
          messages: [{ id: 'm-1', sessionId: owned.chat, role: 'user', content: 'hello' }],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The owner's session id is not the stranger's: the set is migrated as a new one of theirs.
    expect(res.json().data.migrated).toEqual({
      sessions: 1,
      words: 1,
      chatSessions: 1,
      messages: 1,
    });
    for (const id of [owned.practice, owned.word, owned.chat]) {
      expect(res.body.replaceAll(`"id":"${id}"`, '')).not.toContain(id);
    }
    const status = await as(stranger, { method: 'GET', url: '/api/migration/status' });
    expect(status.json().data.currentCounts).toMatchObject({ sessions: 1, messages: 1 });
    expect(await ownerView()).toEqual(before);
  }, 60_000);
});

/**
 * A session page takes a second id, `before` (a message): another learner's message id on the
 * stranger's own session finds nothing, and the answer names none of the owner's messages.
 */
describe('another learner’s message id as the page cursor', () => {
  it('answers 404 and shows nothing of the owner’s conversation', async () => {
    fake.enqueue({ text: 'The owner’s private reply.' });
    const sent = await as(owner, {
      method: 'POST',
      url: `/api/chat?action=messages&sessionId=${owned.chat}`,
      payload: { message: 'my private question' },
    });
    expect(sent.statusCode).toBe(200);
    const { userMessage } = sent.json().data as { userMessage: { id: string } };
    const mine = await as(stranger, {
      method: 'POST',
      url: '/api/chat?action=sessions',
      payload: { contextType: 'general' },
    });
    const strangerSession = (mine.json() as { data: { id: string } }).data.id;
    const before = await ownerView();
    for (const sessionId of [strangerSession, owned.chat]) {
      const res = await as(stranger, {
        method: 'GET',
        url: `/api/chat?action=session&sessionId=${sessionId}&before=${userMessage.id}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('private');
    }
    expect(await ownerView()).toEqual(before);
  });
});
