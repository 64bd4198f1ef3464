import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { insertKeyedQuestions, sessionHolding } from '../../test/questions';
import { bearer, registerUser } from '../../test/users';

/**
 * Every learner's completed set moves the difficulty of the items it holds, which all learners
 * share. Many learners completing sets of the same items at once — in opposite orders — must
 * all succeed (no deadlock between their transactions: the soak saw 500 "deadlock detected" on
 * PostgreSQL) and every answer must count once (no update lost between a read and a write).
 * One learner's two sets completing at once likewise update one set of beliefs and cards.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const LEARNERS = 8;
const ITEMS = 12;

const complete = (token: string, sessionId: string, ids: readonly string[], right: boolean) =>
  app.inject({
    method: 'POST',
    url: `/api/practice/sessions/${sessionId}/complete`,
    headers: bearer(token),
    payload: {
      userAnswers: ids.map((questionId) => ({ questionId, answer: right ? 0 : 1 })),
      timeSpent: 60,
    },
  });

describe('answers taken into shared item difficulties', () => {
  it('completes every learner’s set of the same items at once, and counts every answer', async () => {
    const ids = await insertKeyedQuestions(app, Array(ITEMS).fill(0));
    const learners = await Promise.all(Array.from({ length: LEARNERS }, () => registerUser(app)));
    const sets = await Promise.all(
      learners.map(async (learner, i) => {
        const order = i % 2 === 0 ? ids : [...ids].reverse();
        return { learner, order, session: await sessionHolding(app, learner, order) };
      }),
    );
    const answers = await Promise.all(
      sets.map(({ learner, order, session }, i) =>
        complete(learner.tokens.accessToken, session.id, order, i % 3 === 0),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(LEARNERS).fill(200));
    const counts = await app.db
      .selectFrom('item_calibrations')
      .select(['question_id', 'answers'])
      .where('question_id', 'in', ids)
      .execute();
    expect(counts).toHaveLength(ITEMS);
    for (const row of counts) expect(row.answers, row.question_id).toBe(LEARNERS);
  });

  it('completes one learner’s two sets of the same missed items at once', async () => {
    const ids = await insertKeyedQuestions(app, Array(6).fill(0));
    const learner = await registerUser(app);
    const [one, two] = await Promise.all([
      sessionHolding(app, learner, ids),
      sessionHolding(app, learner, [...ids].reverse()),
    ]);
    const answers = await Promise.all([
      complete(learner.tokens.accessToken, one.id, ids, false),
      complete(learner.tokens.accessToken, two.id, [...ids].reverse(), false),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const mistakes = await app.inject({
      url: '/api/mistakes/summary',
      headers: bearer(learner.tokens.accessToken),
    });
    expect(mistakes.json<{ data: { total: number } }>().data.total).toBe(6);
  });
});
