import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import { insertKeyedQuestions, sessionWith } from '../../test/questions';
import { practiceCalls } from './practice.fixtures';

/** Ids no record can have (NUL, other controls, stray characters) read as unknown ids. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const MALFORMED = ['a%00b', '%00', 'a%01b', 'x%7F', '%E2%80%AE', 'a%20b', "a'b", '%C3%A9t%C3%A9'];

describe('malformed practice ids', () => {
  it('answers a malformed session id with 404 on every session route', async () => {
    const account = await registerUser(app);
    const calls = practiceCalls(app, account.tokens.accessToken);
    for (const id of MALFORMED) {
      const answer = { questionId: 'q1', answer: 1, timeSpent: 3 };
      const complete = { userAnswers: [], timeSpent: 3 };
      for (const res of [
        await calls.detail(id),
        await calls.answer(id, answer),
        await calls.complete(id, complete),
      ]) {
        expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    }
  });

  it('answers a malformed question id like any question outside the session', async () => {
    const account = await registerUser(app);
    const ids = await insertKeyedQuestions(app, [0, 1]);
    const session = await sessionWith(app, account, ids);
    const calls = practiceCalls(app, account.tokens.accessToken);
    const unknown = await calls.answer(session.id, {
      questionId: 'no-such-question',
      answer: 1,
      timeSpent: 2,
    });
    expect(unknown.statusCode).toBe(400);
    for (const questionId of ['q\u0000', '\u0000', 'a\u0001b', `${ids[0]}\u0000`, 'é']) {
      const res = await calls.answer(session.id, { questionId, answer: 1, timeSpent: 2 });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toEqual(unknown.json().error);
    }
    // Completion ignores answers to questions it does not hold, malformed ones included.
    const done = await calls.complete(session.id, {
      userAnswers: [{ questionId: 'q\u0000', answer: 1 }],
      timeSpent: 10,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.answeredCount).toBe(0);
  });
});
