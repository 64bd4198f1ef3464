import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/app';
import { registerUser } from '../../test/users';
import { insertKeyedQuestions, insertPoolQuestion, sessionWith } from '../../test/questions';
import { practiceCalls } from './practice.fixtures';

const app = testAppPerFile();

/** A user with a session of three questions whose keys are 0, 1, 2. */
async function setup() {
  const account = await registerUser(app());
  const ids = await insertKeyedQuestions(app(), [0, 1, 2]);
  const session = await sessionWith(app(), account, ids);
  return { account, ids, session, calls: practiceCalls(app(), account.tokens.accessToken) };
}

describe('POST /api/practice/sessions/{id}/answers', () => {
  it('saves an answer, idempotently, the last one winning, and never reveals the key', async () => {
    const { ids, session, calls } = await setup();
    const [q0, q1] = ids as [string, string];

    const first = await calls.answer(session.id, { questionId: q0, answer: 3, timeSpent: 5 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      data: { questionId: q0, answer: 3, answeredCount: 1 },
    });
    // The same call again changes nothing.
    const again = await calls.answer(session.id, { questionId: q0, answer: 3, timeSpent: 5 });
    expect(again.json().data).toEqual({ questionId: q0, answer: 3, answeredCount: 1 });
    // A later answer replaces it.
    const changed = await calls.answer(session.id, { questionId: q0, answer: 0, timeSpent: 8.4 });
    expect(changed.json().data).toEqual({ questionId: q0, answer: 0, answeredCount: 1 });
    await calls.answer(session.id, { questionId: q1, answer: 2, timeSpent: 4 });

    const detail = (await calls.detail(session.id)).json().data;
    expect(detail.userAnswers).toEqual([
      { questionId: q0, answer: 0, timeSpent: 8 },
      { questionId: q1, answer: 2, timeSpent: 4 },
      { questionId: ids[2], answer: null, timeSpent: 0 },
    ]);
    expect(detail).toMatchObject({ answeredCount: 2, correctAnswers: 0, score: null });
  });

  it('clears an answer with null', async () => {
    const { ids, session, calls } = await setup();
    await calls.answer(session.id, { questionId: ids[1], answer: 1, timeSpent: 3 });
    const res = await calls.answer(session.id, { questionId: ids[1], answer: null, timeSpent: 3 });
    expect(res.json().data).toEqual({ questionId: ids[1], answer: null, answeredCount: 0 });
    expect((await calls.detail(session.id)).json().data.userAnswers[1].answer).toBeNull();
  });

  it('answers 400 naming questionId for a question that is not part of the session', async () => {
    const { session, calls } = await setup();
    const stranger = await insertPoolQuestion(app());
    for (const questionId of [stranger, 'no-such-question']) {
      const res = await calls.answer(session.id, { questionId, answer: 1, timeSpent: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Question is not part of this session',
        details: [{ path: 'questionId' }],
      });
    }
  });

  it.each([
    ['an answer of 4', { answer: 4 }, 'answer'],
    ['a negative time', { timeSpent: -1 }, 'timeSpent'],
    ['a time in milliseconds', { timeSpent: 600_000 }, 'timeSpent'],
    ['a correctness claim', { isCorrect: true }, 'isCorrect'],
    ['a key', { correctAnswer: 1 }, 'correctAnswer'],
  ])('rejects %s', async (_label, change, field) => {
    const { ids, session, calls } = await setup();
    const res = await calls.answer(session.id, {
      questionId: ids[0],
      answer: 1,
      timeSpent: 1,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("answers 404 for another user's session and stores nothing", async () => {
    const { ids, session, calls } = await setup();
    const mallory = await registerUser(app());
    const res = await practiceCalls(app(), mallory.tokens.accessToken).answer(session.id, {
      questionId: ids[0],
      answer: 0,
      timeSpent: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect((await calls.detail(session.id)).json().data.answeredCount).toBe(0);
  });

  it('answers 409 SESSION_COMPLETED after completion and keeps the final answer', async () => {
    const { ids, session, calls } = await setup();
    await calls.answer(session.id, { questionId: ids[0], answer: 0, timeSpent: 1 });
    await calls.complete(session.id, { userAnswers: [], timeSpent: 20 });
    const res = await calls.answer(session.id, { questionId: ids[0], answer: 2, timeSpent: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SESSION_COMPLETED');
    const detail = (await calls.detail(session.id)).json().data;
    expect(detail.userAnswers[0].answer).toBe(0);
    expect(detail.score).toBe(33);
  });
});

describe('POST /api/practice/sessions/{id}/complete', () => {
  it('scores from the stored keys, counting unanswered questions as wrong', async () => {
    const { ids, session, calls } = await setup();
    const [q0, q1, q2] = ids as [string, string, string];
    // Sent one by one earlier: q0 right; q1 wrong then corrected at completion.
    await calls.answer(session.id, { questionId: q0, answer: 0, timeSpent: 10 });
    await calls.answer(session.id, { questionId: q1, answer: 3, timeSpent: 10 });

    const res = await calls.complete(session.id, {
      questions: ids.map((id, i) => ({ id, questionOrder: i })),
      userAnswers: [
        { questionId: q0, answer: 0, timeSpent: 10 },
        { questionId: q1, answer: 1, timeSpent: 14 },
        { questionId: q2, answer: null, timeSpent: 0 },
      ],
      timeSpent: 95.6,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: session.id,
      completed: true,
      isCompleted: true,
      completedAt: expect.stringMatching(/Z$/),
      correctAnswers: 2,
      score: 67,
      totalQuestions: 3,
      questionsCount: 3,
      answeredCount: 2,
      timeSpent: 96,
      totalTime: 96,
    });
    expect(data.userAnswers).toEqual([
      { questionId: q0, answer: 0, timeSpent: 10 },
      { questionId: q1, answer: 1, timeSpent: 14 },
      { questionId: q2, answer: null, timeSpent: 0 },
    ]);
    expect(data.questions.map((q: { correctAnswer: number }) => q.correctAnswer)).toEqual([
      0, 1, 2,
    ]);
    // Persisted: the list and a fresh read agree.
    expect((await calls.detail(session.id)).json().data).toEqual(data);
    const listed = (await calls.list('?completed=true')).json().data.sessions[0];
    expect(listed).toMatchObject({ id: session.id, score: 67, correctAnswers: 2, timeSpent: 96 });
  });

  it('keeps a stored answer that the final list leaves null, and ignores unknown questions', async () => {
    const { ids, session, calls } = await setup();
    await calls.answer(session.id, { questionId: ids[2], answer: 2, timeSpent: 7 });
    const stranger = await insertPoolQuestion(app(), { correctAnswer: 0 });
    const res = await calls.complete(session.id, {
      userAnswers: [
        { questionId: ids[2], answer: null },
        { questionId: stranger, answer: 0, timeSpent: 1 },
        { questionId: 'made-up', answer: 0 },
      ],
      timeSpent: 30,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ correctAnswers: 1, score: 33, totalQuestions: 3 });
    expect(res.json().data.userAnswers[2]).toEqual({
      questionId: ids[2],
      answer: 2,
      timeSpent: 7,
    });
  });

  it('lets the last of repeated final answers win', async () => {
    const { ids, session, calls } = await setup();
    const res = await calls.complete(session.id, {
      userAnswers: [
        { questionId: ids[0], answer: 0 },
        { questionId: ids[0], answer: 3 },
      ],
      timeSpent: 10,
    });
    expect(res.json().data).toMatchObject({ correctAnswers: 0, score: 0 });
  });

  describe('tampering cannot raise the score', () => {
    it('ignores keys in the question objects the client sends back', async () => {
      const { ids, session, calls } = await setup();
      // Every answer is 3, which is no question's key; the client claims it is.
      const res = await calls.complete(session.id, {
        questions: ids.map((id, i) => ({ id, questionOrder: i, correctAnswer: 3, options: [] })),
        userAnswers: ids.map((questionId) => ({ questionId, answer: 3, timeSpent: 2 })),
        timeSpent: 6,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ score: 0, correctAnswers: 0 });
      expect(
        res.json().data.questions.map((q: { correctAnswer: number }) => q.correctAnswer),
      ).toEqual([0, 1, 2]);
    });

    it.each([
      ['a score', { score: 100 }, 'score'],
      ['a correct count', { correctAnswers: 3 }, 'correctAnswers'],
      ['a completed flag', { completed: true }, 'completed'],
      ['a correctness claim on an answer', { isCorrect: true }, 'userAnswers.0.isCorrect'],
      ['a key on an answer', { correctAnswer: 3 }, 'userAnswers.0.correctAnswer'],
    ])('rejects %s with 400 and leaves the session open', async (_label, change, field) => {
      const { ids, session, calls } = await setup();
      const onAnswer = field.startsWith('userAnswers');
      const payload = {
        userAnswers: [{ questionId: ids[0], answer: 3, ...(onAnswer ? change : {}) }],
        timeSpent: 6,
        ...(onAnswer ? {} : change),
      };
      const res = await calls.complete(session.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
      const detail = (await calls.detail(session.id)).json().data;
      expect(detail).toMatchObject({ completed: false, score: null, correctAnswers: 0 });
    });
  });

  it('answers an already-completed session unchanged', async () => {
    const { ids, session, calls } = await setup();
    const first = await calls.complete(session.id, {
      userAnswers: [{ questionId: ids[0], answer: 0, timeSpent: 3 }],
      timeSpent: 40,
    });
    const second = await calls.complete(session.id, {
      userAnswers: ids.map((questionId, i) => ({ questionId, answer: i, timeSpent: 1 })),
      timeSpent: 999,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.json().data).toMatchObject({ score: 33, timeSpent: 40 });
  });

  it('counts every answer that raced completion and succeeded; refuses the rest', async () => {
    const { ids, session, calls } = await setup();
    const results = await Promise.all([
      ...ids.map((questionId, i) =>
        calls.answer(session.id, { questionId, answer: i, timeSpent: 1 }),
      ),
      calls.complete(session.id, { userAnswers: [], timeSpent: 10 }),
      ...ids.map((questionId, i) =>
        calls.answer(session.id, { questionId, answer: i, timeSpent: 1 }),
      ),
    ]);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const detail = (await calls.detail(session.id)).json().data;
    // Every answer stored is right, so the score must account for all of them.
    expect(detail.correctAnswers).toBe(detail.answeredCount);
    expect(detail.score).toBe(Math.round((100 * detail.answeredCount) / 3));
  });

  it('answers 400 for a session without questions', async () => {
    const account = await registerUser(app());
    const session = await sessionWith(app(), account, []);
    const calls = practiceCalls(app(), account.tokens.accessToken);
    const res = await calls.complete(session.id, { userAnswers: [], timeSpent: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This session has no questions to score yet',
    });
    expect((await calls.detail(session.id)).json().data.completed).toBe(false);
  });

  it.each([
    ['no userAnswers', { timeSpent: 1 }, 'userAnswers'],
    ['no timeSpent', { userAnswers: [] }, 'timeSpent'],
    ['a negative timeSpent', { userAnswers: [], timeSpent: -5 }, 'timeSpent'],
    [
      'an answer of 7',
      { userAnswers: [{ questionId: 'x', answer: 7 }], timeSpent: 1 },
      'userAnswers.0.answer',
    ],
  ])('rejects %s', async (_label, payload, field) => {
    const { session, calls } = await setup();
    const res = await calls.complete(session.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("answers 404 for another user's session and leaves it open", async () => {
    const { ids, session, calls } = await setup();
    const mallory = await registerUser(app());
    const res = await practiceCalls(app(), mallory.tokens.accessToken).complete(session.id, {
      userAnswers: ids.map((questionId, i) => ({ questionId, answer: i })),
      timeSpent: 10,
    });
    expect(res.statusCode).toBe(404);
    expect((await calls.detail(session.id)).json().data).toMatchObject({
      completed: false,
      answeredCount: 0,
    });
  });
});
