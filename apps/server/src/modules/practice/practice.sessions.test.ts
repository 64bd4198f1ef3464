import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';
import {
  createSession,
  insertPoolQuestion,
  sessionRequest,
  sessionWith,
} from '../../test/questions';
import { practiceCalls } from './practice.fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (token: string | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/practice/sessions',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

describe('POST /api/practice/sessions', () => {
  it('creates a session with every field the client reads', async () => {
    const { tokens } = await registerUser(app);
    const res = await post(tokens.accessToken, sessionRequest({ totalQuestions: 15 }));
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sessionType: 'quick_practice',
      type: 'reading',
      difficulty: 'intermediate',
      level: 3,
      categories: ['part5'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      completedAt: null,
      completed: false,
      isCompleted: false,
      score: null,
      correctAnswers: 0,
      totalQuestions: 15,
      questionsCount: 15,
      plannedQuestions: 15,
      answeredCount: 0,
      timeSpent: 0,
      totalTime: 0,
    });
  });

  it.each([
    [1, 'beginner'],
    [2, 'beginner'],
    [3, 'intermediate'],
    [4, 'advanced'],
    [5, 'advanced'],
  ])('maps level %i to the band %s', async (level, band) => {
    const { tokens } = await registerUser(app);
    const session = await createSession(app, tokens.accessToken, { difficulty: level });
    expect(session).toMatchObject({ difficulty: band, level });
  });

  it('accepts several parts of the chosen type', async () => {
    const { tokens } = await registerUser(app);
    const session = await createSession(app, tokens.accessToken, {
      questionType: 'listening',
      categories: ['part1', 'part3'],
      totalQuestions: 5,
    });
    expect(session).toMatchObject({ type: 'listening', categories: ['part1', 'part3'] });
  });

  it.each([
    ['a count below 5', { totalQuestions: 3 }, 'totalQuestions'],
    ['a count above 20', { totalQuestions: 25 }, 'totalQuestions'],
    ['a fractional count', { totalQuestions: 7.5 }, 'totalQuestions'],
    ['a level of 0', { difficulty: 0 }, 'difficulty'],
    ['a level of 6', { difficulty: 6 }, 'difficulty'],
    ['a category of the other type', { categories: ['part2'] }, 'categories.0'],
    ['an unknown category', { categories: ['part9'] }, 'categories.0'],
    ['no category', { categories: [] }, 'categories'],
    ['a repeated category', { categories: ['part5', 'part5'] }, 'categories'],
    ['an unknown question type', { questionType: 'writing' }, 'questionType'],
    ['another session type', { sessionType: 'mock_exam' }, 'sessionType'],
    ['an unknown key', { score: 100 }, 'score'],
  ])('rejects %s with 400 naming the field', async (_label, change, field) => {
    const { tokens } = await registerUser(app);
    const res = await post(tokens.accessToken, { ...sessionRequest(), ...change });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('rejects a missing field', async () => {
    const { tokens } = await registerUser(app);
    const { categories: _omitted, ...rest } = sessionRequest();
    const res = await post(tokens.accessToken, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('categories');
  });

  it('needs login', async () => {
    const res = await post(null, sessionRequest());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('every practice call needs login', () => {
  it.each([
    ['GET', '/api/practice/sessions'],
    ['GET', '/api/practice/sessions/some-id'],
    ['POST', '/api/practice/sessions/some-id/answers'],
    ['POST', '/api/practice/sessions/some-id/complete'],
    ['GET', '/api/practice/stats'],
  ] as const)('%s %s → 401', async (method, url) => {
    const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
  });
});

describe('GET /api/practice/sessions', () => {
  it('pages newest first, filters by completion and counts the total', async () => {
    let now = Date.parse('2026-12-01T08:00:00.000Z');
    const clocked = await buildTestApp({ app: { clock: () => new Date(now) } });
    try {
      const account = await registerUser(clocked);
      const calls = practiceCalls(clocked, account.tokens.accessToken);
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        now += 60_000;
        const q = await insertPoolQuestion(clocked, { correctAnswer: 1 });
        ids.push((await sessionWith(clocked, account, [q], { totalQuestions: 5 + (i % 4) })).id);
      }
      // The 2nd and 4th are completed.
      for (const id of [ids[1], ids[3]]) {
        const res = await calls.complete(id as string, { userAnswers: [], timeSpent: 30 });
        expect(res.statusCode).toBe(200);
      }
      const newestFirst = [...ids].reverse();

      const all = (await calls.list()).json().data;
      expect(all).toMatchObject({ total: 5, limit: 20, offset: 0 });
      expect(all.sessions.map((s: { id: string }) => s.id)).toEqual(newestFirst);
      expect(all.sessions[0]).toMatchObject({ totalQuestions: 1, questionsCount: 1 });

      const page = (await calls.list('?limit=2&offset=2')).json().data;
      expect(page).toMatchObject({ total: 5, limit: 2, offset: 2 });
      expect(page.sessions.map((s: { id: string }) => s.id)).toEqual(newestFirst.slice(2, 4));

      const done = (await calls.list('?completed=true&limit=100')).json().data;
      expect(done.total).toBe(2);
      expect(done.sessions.map((s: { id: string }) => s.id)).toEqual([ids[3], ids[1]]);
      expect(done.sessions.every((s: { completed: boolean }) => s.completed)).toBe(true);

      const open = (await calls.list('?completed=false')).json().data;
      expect(open.total).toBe(3);
      expect(open.sessions.map((s: { id: string }) => s.id)).toEqual([ids[4], ids[2], ids[0]]);

      const beyond = (await calls.list('?offset=10')).json().data;
      expect(beyond).toMatchObject({ sessions: [], total: 5 });
    } finally {
      await clocked.close();
    }
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=abc', 'limit'],
    ['?offset=-1', 'offset'],
    ['?completed=yes', 'completed'],
  ])('rejects %s', async (query, field) => {
    const { tokens } = await registerUser(app);
    const res = await practiceCalls(app, tokens.accessToken).list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe(field);
  });

  it("never lists another user's sessions", async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const mine = await createSession(app, alice.tokens.accessToken);
    await createSession(app, bob.tokens.accessToken);
    await createSession(app, bob.tokens.accessToken);
    const list = (await practiceCalls(app, alice.tokens.accessToken).list()).json().data;
    expect(list.total).toBe(1);
    expect(list.sessions.map((s: { id: string }) => s.id)).toEqual([mine.id]);
  });
});
