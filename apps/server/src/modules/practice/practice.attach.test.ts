import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { testAppPerFile } from '../../test/app';
import { registerUser } from '../../test/users';
import { attachQuestions } from './practice.attach';
import { createSession, insertKeyedQuestions } from '../../test/questions';
import { practiceCalls } from './practice.fixtures';

const app = testAppPerFile();

async function setup() {
  const account = await registerUser(app());
  const session = await createSession(app(), account.tokens.accessToken);
  const calls = practiceCalls(app(), account.tokens.accessToken);
  const order = async () =>
    (await calls.detail(session.id))
      .json()
      .data.questions.map((q: { id: string; questionOrder: number }) => [q.id, q.questionOrder]);
  return { account, session, calls, order };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err as AppError,
  );

describe('attachQuestions', () => {
  it('appends in the order served, after the questions already held', async () => {
    const { account, session, order } = await setup();
    const [a, b, c, d] = await insertKeyedQuestions(app(), [0, 1, 2, 3]);
    await attachQuestions(app().db, account.user.id, session.id, [b as string, a as string]);
    await attachQuestions(app().db, account.user.id, session.id, [d as string, c as string]);
    expect(await order()).toEqual([
      [b, 0],
      [a, 1],
      [d, 2],
      [c, 3],
    ]);
  });

  it('skips ids already attached or repeated, so a retried call is harmless', async () => {
    const { account, session, order } = await setup();
    const [a, b, c] = (await insertKeyedQuestions(app(), [0, 1, 2])) as [string, string, string];
    await attachQuestions(app().db, account.user.id, session.id, [a, b]);
    await attachQuestions(app().db, account.user.id, session.id, [a, b]);
    await attachQuestions(app().db, account.user.id, session.id, [b, c, c]);
    await attachQuestions(app().db, account.user.id, session.id, []);
    expect(await order()).toEqual([
      [a, 0],
      [b, 1],
      [c, 2],
    ]);
  });

  it('keeps concurrent calls for one session in one unbroken order', async () => {
    const { account, session, order } = await setup();
    const ids = await insertKeyedQuestions(app(), [0, 1, 2, 3, 0, 1, 2, 3]);
    await Promise.all(
      ids.map((id) => attachQuestions(app().db, account.user.id, session.id, [id])),
    );
    const held = await order();
    expect(held.map(([, n]: [string, number]) => n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(held.map(([id]: [string, number]) => id))).toEqual(new Set(ids));
  });

  it('never attaches past the session size, even from concurrent calls', async () => {
    const { account, calls } = await setup();
    const session = await createSession(app(), account.tokens.accessToken, { totalQuestions: 5 });
    const held = async () =>
      (await calls.detail(session.id))
        .json()
        .data.questions.map((q: { id: string; questionOrder: number }) => [q.id, q.questionOrder]);
    const ids = await insertKeyedQuestions(app(), [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
    await Promise.all(
      [0, 3, 6, 9].map((from) =>
        attachQuestions(app().db, account.user.id, session.id, ids.slice(from, from + 3)),
      ),
    );
    const full = await held();
    expect(full.map(([, n]: [string, number]) => n)).toEqual([0, 1, 2, 3, 4]);
    // A full session takes nothing more.
    await attachQuestions(app().db, account.user.id, session.id, ids);
    expect(await held()).toEqual(full);
  });

  it('refuses a completed session with 409 SESSION_COMPLETED', async () => {
    const { account, session, calls, order } = await setup();
    const [a, b] = (await insertKeyedQuestions(app(), [0, 1])) as [string, string];
    await attachQuestions(app().db, account.user.id, session.id, [a]);
    await calls.complete(session.id, { userAnswers: [], timeSpent: 5 });
    const err = await rejection(attachQuestions(app().db, account.user.id, session.id, [b]));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 409, code: 'SESSION_COMPLETED' });
    expect(await order()).toEqual([[a, 0]]);
  });

  it("answers 404 for another user's session or an unknown one, attaching nothing", async () => {
    const { session, order } = await setup();
    const intruder = await registerUser(app());
    const [a] = (await insertKeyedQuestions(app(), [0])) as [string];
    for (const [userId, sessionId] of [
      [intruder.user.id, session.id],
      [intruder.user.id, 'no-such-session'],
    ] as const) {
      const err = await rejection(attachQuestions(app().db, userId, sessionId, [a]));
      expect(err).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect(await order()).toEqual([]);
  });
});
