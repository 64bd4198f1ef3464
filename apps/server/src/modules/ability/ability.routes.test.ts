import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ability, PracticeSessionDetail } from '@toeic-ace/contract';
import { buildTestApp } from '../../test/app';
import { insertKeyedQuestions, insertPoolQuestion, sessionHolding } from '../../test/questions';
import { bearer, registerUser } from '../../test/users';

/** The ability estimate and adaptive sets through the API, on a pool of known keys. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Account = Awaited<ReturnType<typeof registerUser>>;
const ability = async (account: Account) =>
  (await app.inject({ url: '/api/ability', headers: bearer(account.tokens.accessToken) })).json<{
    data: Ability;
  }>().data;

/** A completed set of these questions (keys 0) answered right (`right`) or wrong. */
async function answered(
  account: Account,
  ids: string[],
  part: number,
  right: (i: number) => boolean,
) {
  const session = await sessionHolding(app, account, ids, part);
  const res = await app.inject({
    method: 'POST',
    url: `/api/practice/sessions/${session.id}/complete`,
    headers: bearer(account.tokens.accessToken),
    payload: {
      userAnswers: ids.map((questionId, i) => ({ questionId, answer: right(i) ? 0 : 1 })),
      timeSpent: 60,
    },
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/ability', () => {
  it('rises with right answers, falls with wrong ones, and narrows as answers accumulate', async () => {
    const strong = await registerUser(app);
    const weak = await registerUser(app);
    const before = await ability(strong);
    expect(before.total).toMatchObject({ estimate: 500, answered: 0 });
    expect(before.parts).toHaveLength(7);

    const ids = await insertKeyedQuestions(app, Array(10).fill(0));
    await answered(strong, ids, 5, () => true);
    await answered(weak, ids, 5, () => false);
    const [s, w] = [await ability(strong), await ability(weak)];
    const part5 = (a: Ability) => a.parts.find((p) => p.part === 5)!;
    expect(part5(s).estimate).toBeGreaterThan(part5(w).estimate);
    expect(part5(s).answered).toBe(10);
    expect(s.reading.estimate).toBeGreaterThan(before.reading.estimate);
    expect(w.reading.estimate).toBeLessThan(before.reading.estimate);
    const width = (r: { low: number; high: number }) => r.high - r.low;
    expect(width(s.reading)).toBeLessThan(width(before.reading));
    // The listening section, never answered, keeps its prior.
    expect(s.listening).toEqual(before.listening);

    // Away from the ends of the scale (where a range is clipped), each set narrows it.
    const mixed = await registerUser(app);
    const widths: number[] = [];
    for (let set = 0; set < 3; set++) {
      const more = await insertKeyedQuestions(app, Array(10).fill(0));
      await answered(mixed, more, 5, (i) => i % 2 === 0);
      widths.push(width(part5(await ability(mixed))));
    }
    expect(widths[1]).toBeLessThan(widths[0]!);
    expect(widths[2]).toBeLessThan(widths[1]!);
    const later = await ability(mixed);
    expect(
      Math.abs(later.total.estimate - later.listening.estimate - later.reading.estimate),
    ).toBeLessThanOrEqual(1);
  });

  it('is the caller’s own and needs login', async () => {
    const other = await registerUser(app);
    expect((await ability(other)).reading.answered).toBe(0);
    expect((await app.inject({ url: '/api/ability' })).statusCode).toBe(401);
  });
});

describe('an adaptive set', () => {
  it('leans on the weakest part, holds its questions at once, whole sets kept together', async () => {
    const learner = await registerUser(app);
    // Parts 5 and 7 answered well, Part 6 badly.
    await answered(
      learner,
      await insertKeyedQuestions(app, Array(8).fill(0), { part: 5 }),
      5,
      () => true,
    );
    await answered(
      learner,
      await insertKeyedQuestions(app, Array(8).fill(0), { part: 7 }),
      7,
      () => true,
    );
    await answered(
      learner,
      await insertKeyedQuestions(app, Array(8).fill(0), { part: 6 }),
      6,
      () => false,
    );
    for (const g of ['s1', 's2', 's3']) {
      await Promise.all([0, 1, 2, 3].map(() => insertPoolQuestion(app, { part: 6, groupId: g })));
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/practice/sessions',
      headers: bearer(learner.tokens.accessToken),
      payload: { sessionType: 'adaptive', questionType: 'reading', totalQuestions: 10 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json().data;
    expect(session).toMatchObject({ sessionType: 'adaptive', type: 'reading' });
    const detail = (
      await app.inject({
        url: `/api/practice/sessions/${session.id}`,
        headers: bearer(learner.tokens.accessToken),
      })
    ).json<{ data: PracticeSessionDetail }>().data;
    const parts = detail.questions.map((q) => Number(q.category.replace('part', '')));
    const part6 = parts.filter((p) => p === 6).length;
    expect(part6).toBeGreaterThan(detail.questions.length / 2);
    // Part 6 sets are whole: every group present has all four of its questions, adjacent.
    const groups = new Map<string, number[]>();
    detail.questions.forEach((q, i) => {
      const g = (q as { groupId?: string }).groupId;
      if (g) groups.set(g, [...(groups.get(g) ?? []), i]);
    });
    for (const positions of groups.values()) {
      expect(positions).toHaveLength(4);
      expect(positions[3]! - positions[0]!).toBe(3);
    }
  });
});
