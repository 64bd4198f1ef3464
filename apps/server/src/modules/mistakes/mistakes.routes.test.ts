import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MistakeDetail,
  MistakeList,
  MistakeSummary,
  PracticeSessionDetail,
} from '@toeic-ace/contract';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';
import {
  insertKeyedQuestions as insertKeyed,
  insertPoolQuestion as insertQuestion,
  sessionHolding,
} from '../../test/questions';

/**
 * The mistakes notebook through the API: misses in completed sessions and submitted mock tests
 * enter it due, a mistakes session holds the due ones, right answers there move them days ahead,
 * and nobody sees another learner's notebook. The clock is the app's, moved by the tests.
 */
let app: FastifyInstance;
let now = new Date('2026-11-28T09:00:00Z');
const DAY = 86_400_000;
beforeAll(async () => {
  app = await buildTestApp({ app: { clock: () => now } });
});
afterAll(() => app.close());

type Account = Awaited<ReturnType<typeof registerUser>>;
const get = <T>(account: Account, url: string) =>
  app.inject({ url, headers: bearer(account.tokens.accessToken) }).then((res) => ({
    status: res.statusCode,
    body: res.json<{ data: T; error?: { code: string } }>(),
  }));
const list = async (account: Account, query = '') =>
  (await get<MistakeList>(account, `/api/mistakes${query}`)).body.data;
const startMistakes = (account: Account, payload: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/practice/sessions',
    headers: bearer(account.tokens.accessToken),
    payload: { sessionType: 'mistakes', totalQuestions: 10, ...payload },
  });

const post = (account: Account, url: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: bearer(account.tokens.accessToken),
    ...(payload ? { payload } : {}),
  });

/** Completes a session of these questions with one answer each (null: left unanswered). */
async function answerAll(
  account: Account,
  sessionId: string,
  ids: string[],
  answers: (number | null)[],
) {
  const res = await post(account, `/api/practice/sessions/${sessionId}/complete`, {
    userAnswers: ids.map((questionId, i) => ({
      questionId,
      answer: answers[i] ?? null,
      timeSpent: 10,
    })),
    timeSpent: 60,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: PracticeSessionDetail }>().data;
}

/** Misses these questions (keys 0) in a practice session of their own. */
async function miss(account: Account, ids: string[], part = 5) {
  const session = await sessionHolding(app, account, ids, part);
  await answerAll(
    account,
    session.id,
    ids,
    ids.map(() => 1),
  );
}

describe('misses enter the notebook', () => {
  it('lists three missed Part 5 questions as due, with their question and counts', async () => {
    const learner = await registerUser(app);
    const ids = await insertKeyed(app, [0, 0, 0, 0]);
    const session = await sessionHolding(app, learner, ids);
    // Three wrong, one right: only the three enter.
    await answerAll(learner, session.id, ids, [1, 2, 3, 0]);

    const due = await list(learner, '?due=true');
    expect(due.total).toBe(3);
    expect(due.items.map((i) => i.questionId).sort()).toEqual(ids.slice(0, 3).sort());
    for (const item of due.items) {
      expect(item).toMatchObject({
        part: 5,
        type: 'reading',
        isDue: true,
        lapses: 1,
        successes: 0,
      });
      expect(item.question.correctAnswer).toBe(0);
      expect(item.question.explanation).toBe('中文解析');
    }
    expect((await list(learner, '?due=false')).total).toBe(0);
    expect((await list(learner, '?part=6')).total).toBe(0);
    const summary = (await get<MistakeSummary>(learner, '/api/mistakes/summary')).body.data;
    expect(summary).toEqual({ due: 3, total: 3, byPart: [{ part: 5, due: 3, total: 3 }] });
  });

  it('takes a submitted mock test’s misses, with the mock in the history', async () => {
    const learner = await registerUser(app);
    const created = await post(learner, '/api/mock-tests', { kind: 'half' });
    expect(created.statusCode).toBe(201);
    const mock = created.json<{ data: { id: string; questions: { id: string; part: number }[] } }>()
      .data;
    const reading = mock.questions.filter((q) => q.part === 5).slice(0, 2);
    // The API hides the keys until submission: read them from the pool.
    const rows = await app.db
      .selectFrom('questions')
      .select(['id', 'correct_answer'])
      .where(
        'id',
        'in',
        reading.map((q) => q.id),
      )
      .execute();
    const keys = new Map(rows.map((r) => [r.id, r.correct_answer]));
    const [wrong, right] = reading.map((q) => ({ id: q.id, key: keys.get(q.id)! }));
    // Listening started and ended at once, so reading answers are taken.
    for (const section of ['listening', 'reading']) {
      await post(learner, `/api/mock-tests/${mock.id}/start`, { section });
    }
    const answerMock = (questionId: string, answer: number) =>
      post(learner, `/api/mock-tests/${mock.id}/answers`, { questionId, answer });
    await answerMock(wrong!.id, (wrong!.key + 1) % 4);
    await answerMock(right!.id, right!.key);
    const submit = () => post(learner, `/api/mock-tests/${mock.id}/submit`);
    expect((await submit()).statusCode).toBe(200);

    const notebook = await list(learner);
    expect(notebook.items.map((i) => i.questionId)).toEqual([wrong!.id]);
    const detail = (await get<MistakeDetail>(learner, `/api/mistakes/${wrong!.id}`)).body.data;
    expect(detail.attempts).toEqual([
      expect.objectContaining({ source: 'mock', sourceId: mock.id, correct: false, review: false }),
    ]);
    // Submitting again changes nothing.
    await submit();
    expect((await list(learner)).items[0]!.lapses).toBe(1);
  }, 30_000);
});

describe('a mistakes session', () => {
  it('holds the due mistakes at once; right answers move them days ahead; none left → 409', async () => {
    const learner = await registerUser(app);
    const ids = await insertKeyed(app, [0, 0, 0]);
    await miss(learner, ids);
    now = new Date(now.getTime() + 60_000);

    const res = await startMistakes(learner);
    expect(res.statusCode).toBe(201);
    const session = res.json().data;
    expect(session).toMatchObject({ sessionType: 'mistakes', type: 'reading', totalQuestions: 3 });
    const detail = await app.inject({
      url: `/api/practice/sessions/${session.id}`,
      headers: bearer(learner.tokens.accessToken),
    });
    const held = detail.json<{ data: PracticeSessionDetail }>().data.questions.map((q) => q.id);
    expect(held.sort()).toEqual([...ids].sort());

    const done = await answerAll(learner, session.id, held, [0, 0, 0]);
    expect(done.score).toBe(100);
    expect((await list(learner, '?due=true')).total).toBe(0);
    const later = await list(learner, '?due=false');
    expect(later.total).toBe(3);
    for (const item of later.items) {
      expect(Date.parse(item.due) - now.getTime()).toBeGreaterThanOrEqual(DAY);
      expect(item).toMatchObject({ successes: 1, lapses: 1, isDue: false });
    }

    const nothing = await startMistakes(learner);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.code).toBe('NO_MISTAKES_DUE');

    // The history lists both attempts, newest first.
    const history = (await get<MistakeDetail>(learner, `/api/mistakes/${ids[0]}`)).body.data;
    expect(history.attempts.map((a) => [a.correct, a.review])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('brings a question missed again in a review back after about a day, not at once', async () => {
    const learner = await registerUser(app);
    const [id] = await insertKeyed(app, [0]);
    await miss(learner, [id!]);
    const session = (await startMistakes(learner)).json().data;
    await answerAll(learner, session.id, [id!], [2]);
    const [item] = (await list(learner)).items;
    expect(item).toMatchObject({ lapses: 2, isDue: false });
    const wait = Date.parse(item!.due) - now.getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3 * DAY);
    // A right answer in ordinary practice does not count as a review.
    const practice = await sessionHolding(app, learner, [id!]);
    await answerAll(learner, practice.id, [id!], [0]);
    expect((await list(learner)).items[0]).toMatchObject({ successes: 0, due: item!.due });
  });

  it('keeps a set’s due items together and passes over a set that does not fit', async () => {
    const learner = await registerUser(app);
    const setA = await Promise.all(
      [0, 1, 2].map(() => insertQuestion(app, { part: 6, groupId: 'set-a' })),
    );
    const setB = await Promise.all(
      [0, 1, 2].map(() => insertQuestion(app, { part: 6, groupId: 'set-b' })),
    );
    const single = await insertQuestion(app, { part: 6 });
    const start = now;
    for (const [k, ids] of [setA, setB, [single]].entries()) {
      now = new Date(start.getTime() + k * 60_000);
      await miss(learner, ids, 6);
    }
    now = new Date(start.getTime() + 10 * 60_000);
    const res = await startMistakes(learner, { totalQuestions: 5, categories: ['part6'] });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json().data;
    const detail = await app.inject({
      url: `/api/practice/sessions/${session.id}`,
      headers: bearer(learner.tokens.accessToken),
    });
    const held = detail.json<{ data: PracticeSessionDetail }>().data.questions.map((q) => q.id);
    expect(held.slice(0, 3).sort()).toEqual([...setA].sort());
    expect(held.slice(3)).toEqual([single]);
  });

  it('stays in one section and refuses parts of two sections', async () => {
    const learner = await registerUser(app);
    const listening = await insertQuestion(app, { part: 2 });
    await miss(learner, [listening], 2);
    const reading = await insertKeyed(app, [0]);
    await miss(learner, reading);
    const byType = await startMistakes(learner, { questionType: 'reading' });
    expect(byType.json().data).toMatchObject({
      type: 'reading',
      totalQuestions: 1,
      categories: ['part5'],
    });
    const mixed = await startMistakes(learner, { categories: ['part2', 'part5'] });
    expect(mixed.statusCode).toBe(400);
  });
});

describe('isolation', () => {
  it('shows another learner nothing and answers 404 for foreign and unknown ids', async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const [id] = await insertKeyed(app, [0]);
    await miss(owner, [id!]);
    expect((await list(stranger)).total).toBe(0);
    for (const qid of [id!, '00000000-0000-4000-8000-000000000000', 'not an id']) {
      const res = await get(stranger, `/api/mistakes/${encodeURIComponent(qid)}`);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Question');
    }
    expect((await startMistakes(stranger)).statusCode).toBe(409);
    expect((await get(owner, '/api/mistakes?part=9')).status).toBe(400);
    expect((await app.inject({ url: '/api/mistakes' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/mistakes/:questionId', () => {
  const remove = (account: Account | null, questionId: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/mistakes/${encodeURIComponent(questionId)}`,
      headers: account ? bearer(account.tokens.accessToken) : {},
    });

  it('takes the entry out with 204 and no body; its attempts stay; a new miss brings it back', async () => {
    const learner = await registerUser(app);
    const ids = await insertKeyed(app, [0, 0]);
    await miss(learner, ids);
    const res = await remove(learner, ids[0]!);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['content-type']).toBeUndefined();
    // The security headers every answer carries.
    for (const [name, value] of Object.entries(app.securityHeaders)) {
      expect(res.headers[name]).toBe(value);
    }

    expect((await list(learner)).items.map((i) => i.questionId)).toEqual([ids[1]]);
    const summary = (await get<MistakeSummary>(learner, '/api/mistakes/summary')).body.data;
    expect(summary).toMatchObject({ due: 1, total: 1 });
    expect((await get(learner, `/api/mistakes/${ids[0]}`)).status).toBe(404);
    const attempts = await app.db
      .selectFrom('question_attempts')
      .select(['question_id', 'correct'])
      .where('user_id', '=', learner.user.id)
      .where('question_id', '=', ids[0]!)
      .execute();
    expect(attempts).toEqual([{ question_id: ids[0], correct: 0 }]);
    // Removed already: 404, as for any question not in the notebook.
    expect((await remove(learner, ids[0]!)).statusCode).toBe(404);

    // Missed again later: a new entry, its history the whole of it.
    now = new Date(now.getTime() + 60_000);
    await miss(learner, [ids[0]!]);
    const back = (await get<MistakeDetail>(learner, `/api/mistakes/${ids[0]}`)).body.data;
    expect(back.item).toMatchObject({ lapses: 1, isDue: true });
    expect(back.attempts.map((a) => a.correct)).toEqual([false, false]);
  });

  it('answers 404 for another learner’s entry and unknown ids, 401 signed out, and keeps the owner’s', async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const [id] = await insertKeyed(app, [0]);
    await miss(owner, [id!]);
    await miss(stranger, (await insertKeyed(app, [0])).slice(0, 1));
    for (const qid of [id!, '00000000-0000-4000-8000-000000000000', 'not an id']) {
      const res = await remove(stranger, qid);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      expect(res.body).not.toContain(id!);
    }
    const anonymous = await remove(null, id!);
    expect(anonymous.statusCode).toBe(401);
    expect((await list(owner)).items.map((i) => i.questionId)).toEqual([id]);
    expect((await list(stranger)).total).toBe(1);
  });
});
