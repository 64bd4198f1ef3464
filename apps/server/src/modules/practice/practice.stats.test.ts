import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateRange } from '@toeic-ace/contract';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import { insertPoolQuestion, sessionWith } from '../../test/questions';
import { practiceCalls } from './practice.fixtures';
import { currentStreak } from './practice.stats';

let now = Date.parse('2026-12-01T10:00:00.000Z');
const at = (iso: string) => {
  now = Date.parse(iso);
};
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ app: { clock: () => new Date(now) } });
});
afterAll(() => app.close());

type Account = Awaited<ReturnType<typeof registerUser>>;

/** Access tokens live 15 minutes and the clock jumps days: sign in again at each step. */
async function signedIn(account: Account) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  const tokens = res.json().data.tokens;
  return { account: { ...account, tokens }, calls: practiceCalls(app, tokens.accessToken) };
}

/** Fixture steps must succeed, or the numbers below would test nothing. */
const must = async (res: Promise<{ statusCode: number; body: string }>) => {
  const done = await res;
  expect(done.statusCode, done.body).toBe(200);
};

const q = (part: number, correctAnswer: number, difficulty: number) =>
  insertPoolQuestion(app, { part, correctAnswer, difficulty });

describe('GET /api/practice/stats', () => {
  it('is all zeros for a new user', async () => {
    const { calls } = await signedIn(await registerUser(app));
    const res = await calls.stats();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const empty = { questions: 0, answered: 0, correct: 0, accuracy: null };
    expect(data).toMatchObject({
      totalSessions: 0,
      completedSessions: 0,
      questionsAnswered: 0,
      averageScore: null,
      totalTimeSpent: 0,
      overall: empty,
      byType: { listening: empty, reading: empty },
      studyDays: 0,
      currentStreak: 0,
      lastStudyDate: null,
      scoreSessions: [],
      estimate: { estimatedScore: 0, confidence: 0, recentSessions: 0 },
      trend: 'stable',
    });
    expect(Object.values(data.byPart)).toEqual(Array(7).fill(empty));
  });

  it('adds up a hand-computed history, counting only the caller', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);

    // 12-01: S1, Part 5, levels 2,2,3,3; answers 0,1,2,0 against keys 0,1,2,3 → 3/4 = 75.
    at('2026-12-01T10:00:00.000Z');
    let a = await signedIn(alice);
    const s1q = [await q(5, 0, 2), await q(5, 1, 2), await q(5, 2, 3), await q(5, 3, 3)];
    const s1 = await sessionWith(app, a.account, s1q, { difficulty: 2, totalQuestions: 5 });
    at('2026-12-01T10:05:00.000Z');
    await must(
      a.calls.complete(s1.id, {
        userAnswers: s1q.map((questionId, i) => ({ questionId, answer: [0, 1, 2, 0][i] })),
        timeSpent: 120,
      }),
    );

    // 12-02 late: S2, listening; one answer before midnight, completed after → 2/3 = 67.
    at('2026-12-02T23:50:00.000Z');
    a = await signedIn(alice);
    const s2q = [await q(1, 1, 4), await q(2, 2, 4), await q(2, 0, 5)];
    const s2 = await sessionWith(app, a.account, s2q, {
      questionType: 'listening',
      categories: ['part1', 'part2'],
      difficulty: 4,
      totalQuestions: 5,
    });
    await must(a.calls.answer(s2.id, { questionId: s2q[0], answer: 1, timeSpent: 20 }));
    at('2026-12-03T00:10:00.000Z');
    a = await signedIn(alice);
    await must(
      a.calls.complete(s2.id, {
        userAnswers: [{ questionId: s2q[1], answer: 2, timeSpent: 20 }],
        timeSpent: 60,
      }),
    );

    // 12-04: only Bob practises (a perfect Part 5 set, and an open session with an answer).
    at('2026-12-04T12:00:00.000Z');
    const b = await signedIn(bob);
    const bq = [await q(5, 1, 1), await q(5, 1, 1)];
    const bs = await sessionWith(app, b.account, bq);
    await must(
      b.calls.complete(bs.id, {
        userAnswers: bq.map((questionId) => ({ questionId, answer: 1 })),
        timeSpent: 30,
      }),
    );
    const bOpenQ = await q(6, 0, 3);
    const bOpen = await sessionWith(app, b.account, [bOpenQ]);
    await must(b.calls.answer(bOpen.id, { questionId: bOpenQ, answer: 0, timeSpent: 5 }));

    // 12-05: S3, Part 7 at level 5, answered one by one → 1/2 = 50.
    at('2026-12-05T09:00:00.000Z');
    a = await signedIn(alice);
    const s3q = [await q(7, 3, 5), await q(7, 3, 5)];
    const s3 = await sessionWith(app, a.account, s3q, {
      categories: ['part7'],
      difficulty: 5,
      totalQuestions: 5,
    });
    await must(a.calls.answer(s3.id, { questionId: s3q[0], answer: 3, timeSpent: 90 }));
    await must(a.calls.answer(s3.id, { questionId: s3q[1], answer: 0, timeSpent: 90 }));
    at('2026-12-05T09:05:00.000Z');
    await must(a.calls.complete(s3.id, { userAnswers: [], timeSpent: 200 }));

    // 12-06: S4 left open with one (correct) answer: counted as answered, not judged.
    at('2026-12-06T08:00:00.000Z');
    a = await signedIn(alice);
    const s4q = [await q(5, 0, 3), await q(5, 0, 3)];
    const s4 = await sessionWith(app, a.account, s4q);
    await must(a.calls.answer(s4.id, { questionId: s4q[0], answer: 0, timeSpent: 9 }));

    const stats = (await a.calls.stats()).json().data;
    const none = { questions: 0, answered: 0, correct: 0, accuracy: null };
    expect(stats).toMatchObject({
      totalSessions: 4,
      completedSessions: 3,
      questionsAnswered: 4 + 2 + 2 + 1,
      averageScore: 64, // (75 + 67 + 50) / 3
      totalTimeSpent: 380,
      overall: { questions: 9, answered: 8, correct: 6, accuracy: 75 },
      byPart: {
        part1: { questions: 1, answered: 1, correct: 1, accuracy: 100 },
        part2: { questions: 2, answered: 1, correct: 1, accuracy: 100 },
        part3: none,
        part4: none,
        part5: { questions: 4, answered: 4, correct: 3, accuracy: 75 },
        part6: none,
        part7: { questions: 2, answered: 2, correct: 1, accuracy: 50 },
      },
      byType: {
        listening: { questions: 3, answered: 2, correct: 2, accuracy: 100 },
        reading: { questions: 6, answered: 6, correct: 4, accuracy: 66.7 },
      },
      studyDays: 5, // 12-01, 12-02, 12-03, 12-05, 12-06 (creating alone is not studying)
      currentStreak: 2,
      lastStudyDate: '2026-12-06',
      trend: 'stable',
    });
    expect(stats.scoreSessions).toEqual([
      {
        id: s3.id,
        type: 'reading',
        completed: true,
        score: 50,
        totalQuestions: 2,
        timeSpentSeconds: 200,
        meanLevel: 5,
        completedAt: '2026-12-05T09:05:00.000Z',
      },
      {
        id: s2.id,
        type: 'listening',
        completed: true,
        score: 67,
        totalQuestions: 3,
        timeSpentSeconds: 60,
        meanLevel: expect.closeTo(13 / 3, 9),
        completedAt: '2026-12-03T00:10:00.000Z',
      },
      {
        id: s1.id,
        type: 'reading',
        completed: true,
        score: 75,
        totalQuestions: 4,
        timeSpentSeconds: 120,
        meanLevel: 2.5,
        completedAt: '2026-12-01T10:05:00.000Z',
      },
    ]);
    // accuracy 0.64; speed (0.6 + 1.5 + 1.5) / 3 / 1.5 = 0.8 questions/min, capped;
    // difficulty (5 + 13/3 + 2.5) / 3 / 5 = 0.78889 → round(10 + 980 × 0.70178) = 698.
    // confidence (3 / 20) × (1 − var(.5, .67, .75) / .25) = 0.15 × 0.95653 = 0.14348.
    expect(stats.estimate).toEqual({
      recentSessions: 3,
      weights: { accuracy: 0.6, speed: 0.2, difficulty: 0.2 },
      estimatedScore: 698,
      confidence: expect.closeTo(0.14348, 5),
    });
    const parts = [
      { part: 1, answered: 1, correct: 1 },
      { part: 2, answered: 1, correct: 1 },
      { part: 5, answered: 4, correct: 3 },
      { part: 7, answered: 2, correct: 1 },
    ];
    expect(stats.range).toEqual(estimateRange(parts, { headline: 698 }));

    // Bob sees only his own: one perfect session and his open one.
    const bobStats = (await (await signedIn(bob)).calls.stats()).json().data;
    expect(bobStats).toMatchObject({
      totalSessions: 2,
      completedSessions: 1,
      questionsAnswered: 3,
      averageScore: 100,
      overall: { questions: 2, answered: 2, correct: 2, accuracy: 100 },
      studyDays: 1,
      lastStudyDate: '2026-12-04',
      currentStreak: 0,
    });
    expect(bobStats.scoreSessions.map((s: { id: string }) => s.id)).toEqual([bs.id]);

    // The streak holds through the next day and breaks the day after.
    at('2026-12-07T20:00:00.000Z');
    expect((await (await signedIn(alice)).calls.stats()).json().data.currentStreak).toBe(2);
    at('2026-12-08T00:00:01.000Z');
    a = await signedIn(alice);
    await sessionWith(app, a.account, []);
    expect((await a.calls.stats()).json().data).toMatchObject({
      currentStreak: 0,
      studyDays: 5,
      totalSessions: 5,
    });
  });
});

describe('currentStreak', () => {
  const today = new Date('2026-03-01T05:00:00.000Z');
  it.each([
    [[], 0],
    [['2026-03-01'], 1],
    [['2026-02-28'], 1],
    [['2026-02-27'], 0],
    [['2026-02-27', '2026-02-28', '2026-03-01'], 3],
    [['2026-02-26', '2026-02-28', '2026-03-01'], 2],
    [['2025-12-31', '2026-01-01'], 0],
  ])('%j → %i', (days, expected) => {
    expect(currentStreak(days, today)).toBe(expected);
  });
});
