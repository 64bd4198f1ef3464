import type { FastifyInstance } from 'fastify';
import type { SessionList } from '@toeic-ace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, buildTestApp } from '../../test/app';
import { readAfterWrite as readNext, readTwice as cachedTwice } from '../../test/list-cache';
import { registerUser } from '../../test/users';
import { attachQuestions } from './practice.attach';
import { createSession, insertKeyedQuestions } from '../../test/questions';
import { practiceCalls } from './practice.fixtures';

/**
 * GET /api/practice/sessions is answered from the response cache while the user's data revision
 * stands; creating a session, attaching its questions, answering and completing it — through
 * this server, another instance or the database itself — move the revision, so the next read
 * shows the change.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Calls = ReturnType<typeof practiceCalls>;

async function newUser() {
  const account = await registerUser(app);
  return { account, calls: practiceCalls(app, account.tokens.accessToken) };
}

const readTwice = (calls: Calls, query = '') =>
  cachedTwice<SessionList>(app, () => calls.list(query));
const readAfterWrite = (calls: Calls, query = '') => readNext<SessionList>(() => calls.list(query));

/** A user with a session holding three questions (keys 0, 1, 2), the list read twice. */
async function sessionRead() {
  const { account, calls } = await newUser();
  const session = await createSession(app, account.tokens.accessToken, { totalQuestions: 5 });
  const ids = await insertKeyedQuestions(app, [0, 1, 2]);
  await attachQuestions(app.db, account.user.id, session.id, ids);
  await readTwice(calls);
  return { account, calls, session, ids };
}

describe('GET /api/practice/sessions from the response cache', () => {
  it('shows a created session', async () => {
    const { account, calls } = await newUser();
    expect((await readTwice(calls)).total).toBe(0);
    const session = await createSession(app, account.tokens.accessToken);
    const list = await readAfterWrite(calls);
    expect(list.total).toBe(1);
    expect(list.sessions.map((s) => s.id)).toEqual([session.id]);
  });

  it('shows questions attached to a session, as the generator attaches them', async () => {
    const { account, calls } = await newUser();
    const session = await createSession(app, account.tokens.accessToken, { totalQuestions: 5 });
    expect((await readTwice(calls)).sessions[0]).toMatchObject({ questionsCount: 5 });
    await attachQuestions(
      app.db,
      account.user.id,
      session.id,
      await insertKeyedQuestions(app, [0, 1]),
    );
    expect((await readAfterWrite(calls)).sessions[0]).toMatchObject({ questionsCount: 2 });
  });

  it('shows an answered question', async () => {
    const { calls, session, ids } = await sessionRead();
    expect((await readTwice(calls)).sessions[0]).toMatchObject({ answeredCount: 0, timeSpent: 0 });
    const res = await calls.answer(session.id, { questionId: ids[0], answer: 0, timeSpent: 7 });
    expect(res.statusCode).toBe(200);
    expect((await readAfterWrite(calls)).sessions[0]).toMatchObject({
      answeredCount: 1,
      timeSpent: 7,
    });
  });

  it('shows a completed session, in the filtered lists too', async () => {
    const { calls, session, ids } = await sessionRead();
    expect((await readTwice(calls, '?completed=true')).total).toBe(0);
    expect((await readTwice(calls, '?completed=false')).total).toBe(1);
    const res = await calls.complete(session.id, {
      userAnswers: ids.map((questionId, i) => ({ questionId, answer: i === 2 ? 0 : i })),
      timeSpent: 40,
    });
    expect(res.statusCode).toBe(200);
    expect((await readAfterWrite(calls)).sessions[0]).toMatchObject({
      completed: true,
      score: 67,
      correctAnswers: 2,
      answeredCount: 3,
      timeSpent: 40,
    });
    expect((await readAfterWrite(calls, '?completed=true')).total).toBe(1);
    expect((await readAfterWrite(calls, '?completed=false')).total).toBe(0);
  });

  it('shows answers and sessions written straight into the database', async () => {
    const { account, calls, session, ids } = await sessionRead();
    await app.db
      .updateTable('session_questions')
      .set({ answer: 1, time_spent: 9, answered_at: '2026-11-26T00:00:00.000Z' })
      .where('session_id', '=', session.id)
      .where('question_id', '=', ids[1]!)
      .execute();
    expect((await readAfterWrite(calls)).sessions[0]).toMatchObject({
      answeredCount: 1,
      timeSpent: 9,
    });
    await readTwice(calls);
    await app.db.deleteFrom('practice_sessions').where('user_id', '=', account.user.id).execute();
    expect(await readAfterWrite(calls)).toMatchObject({ sessions: [], total: 0 });
  });

  it('shows a session another server instance created and answered', async () => {
    const { account, calls } = await newUser();
    await readTwice(calls);
    const sibling = await buildSiblingApp(app);
    try {
      const session = await createSession(sibling, account.tokens.accessToken, {
        totalQuestions: 5,
      });
      const ids = await insertKeyedQuestions(sibling, [2]);
      await attachQuestions(sibling.db, account.user.id, session.id, ids);
      expect((await readAfterWrite(calls)).sessions[0]).toMatchObject({ answeredCount: 0 });
      await readTwice(calls);
      const answered = await practiceCalls(sibling, account.tokens.accessToken).answer(session.id, {
        questionId: ids[0],
        answer: 2,
        timeSpent: 3,
      });
      expect(answered.statusCode).toBe(200);
    } finally {
      await sibling.close();
    }
    expect((await readAfterWrite(calls)).sessions[0]).toMatchObject({ answeredCount: 1 });
  });

  it("never answers one user's list to another", async () => {
    const a = await newUser();
    const b = await newUser();
    const mine = await createSession(app, a.account.tokens.accessToken);
    const theirs = await createSession(app, b.account.tokens.accessToken);
    expect((await readTwice(a.calls)).sessions.map((s) => s.id)).toEqual([mine.id]);
    expect((await readTwice(b.calls)).sessions.map((s) => s.id)).toEqual([theirs.id]);
  });
});
