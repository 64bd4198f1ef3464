import { MOCK_BLUEPRINT, scaleRaw, type MockTestDetail } from '@toeic-ace/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMock, keysOf, mockSuite } from './mock.fixtures';

const START = new Date('2026-11-24T10:00:00.000Z');
let now = START;
const at = (ms: number) => new Date(START.getTime() + ms);
const MIN = 60_000;

const { app, learner } = mockSuite(() => now);
beforeEach(() => {
  now = START;
});

const firstOf = (mock: MockTestDetail, section: 'listening' | 'reading') =>
  mock.questions.find((q) => (section === 'listening' ? q.part <= 4 : q.part >= 5))!;

describe('POST /api/mock-tests', () => {
  it('starts a half form: 100 questions to the blueprint, no keys, both clocks set', async () => {
    const calls = await learner();
    const mock = await createMock(calls, 'half');
    expect(mock).toMatchObject({
      kind: 'half',
      status: 'listening',
      createdAt: START.toISOString(),
      listeningEndsAt: at(23 * MIN).toISOString(),
      readingEndsAt: at(61 * MIN).toISOString(),
      submittedAt: null,
      questionCount: 100,
      answeredCount: 0,
      result: null,
      serverNow: START.toISOString(),
    });
    const perPart: Record<number, number> = {};
    for (const q of mock.questions) perPart[q.part] = (perPart[q.part] ?? 0) + 1;
    expect(perPart).toEqual(MOCK_BLUEPRINT.half.parts);
    expect(mock.questions.map((q) => q.number)).toEqual(mock.questions.map((_, i) => i + 1));
    for (const q of mock.questions) {
      expect(q).not.toHaveProperty('correctAnswer');
      expect(q).not.toHaveProperty('explanation');
    }
    // Listening scripts travel with the questions: the client speaks them.
    expect(mock.questions.filter((q) => q.part <= 4).every((q) => q.transcript)).toBe(true);
    // A set's questions stand together.
    const seenGroups = new Set<string>();
    let previous: string | null = null;
    for (const q of mock.questions) {
      if (q.groupId && q.groupId !== previous) {
        expect(seenGroups.has(q.groupId)).toBe(false);
        seenGroups.add(q.groupId);
      }
      previous = q.groupId;
    }
    expect(mock.answers).toHaveLength(100);
  });

  it('starts a full form: 200 questions, 45 + 75 minutes', async () => {
    const mock = await createMock(await learner(), 'full');
    expect(mock.questions).toHaveLength(200);
    expect(mock.listeningEndsAt).toBe(at(45 * MIN).toISOString());
    expect(mock.readingEndsAt).toBe(at(120 * MIN).toISOString());
  });

  it('never repeats an item across three half tests of one learner', async () => {
    const calls = await learner();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const mock = await createMock(calls, 'half');
      ids.push(...mock.questions.map((q) => q.id));
      // One unfinished form at a time: each is submitted before the next starts.
      expect((await calls.submit(mock.id)).statusCode).toBe(200);
    }
    expect(new Set(ids).size).toBe(300);
  });

  it('answers 400 for an unknown kind', async () => {
    const res = await (await learner()).create('quarter' as 'half');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('answers and the section clocks', () => {
  it('saves answers idempotently, clears with null, refuses questions not on the form', async () => {
    const calls = await learner();
    const mock = await createMock(calls, 'half');
    const q = firstOf(mock, 'listening');
    const first = await calls.answer(mock.id, { questionId: q.id, answer: 2 });
    expect(first.json()).toEqual({
      success: true,
      data: { questionId: q.id, answer: 2, answeredCount: 1 },
    });
    now = at(5_000);
    const again = await calls.answer(mock.id, { questionId: q.id, answer: 2 });
    expect(again.json().data).toEqual({ questionId: q.id, answer: 2, answeredCount: 1 });
    const cleared = await calls.answer(mock.id, { questionId: q.id, answer: null });
    expect(cleared.json().data.answeredCount).toBe(0);
    const stranger = await calls.answer(mock.id, { questionId: 'not-on-this-form', answer: 1 });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses listening answers once listening is over, while reading stays open', async () => {
    const calls = await learner();
    const mock = await createMock(calls, 'half');
    const listening = firstOf(mock, 'listening');
    const reading = firstOf(mock, 'reading');
    now = at(23 * MIN - 1);
    expect((await calls.answer(mock.id, { questionId: listening.id, answer: 0 })).statusCode).toBe(
      200,
    );
    now = at(23 * MIN);
    const late = await calls.answer(mock.id, { questionId: listening.id, answer: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('SECTION_CLOSED');
    expect((await calls.answer(mock.id, { questionId: reading.id, answer: 3 })).statusCode).toBe(
      200,
    );
    // The refused change left the earlier answer in place.
    const detail = (await calls.get(mock.id)).json().data as MockTestDetail;
    expect(detail.status).toBe('reading');
    expect(detail.answers.find((a) => a.questionId === listening.id)?.answer).toBe(0);
  });

  it('resumes after a reload with the same clock, answers and form', async () => {
    const calls = await learner();
    const mock = await createMock(calls, 'half');
    const reading = firstOf(mock, 'reading');
    now = at(30 * MIN);
    await calls.answer(mock.id, { questionId: reading.id, answer: 1 });
    now = at(31 * MIN);
    const again = (await calls.get(mock.id)).json().data as MockTestDetail;
    expect(again.questions.map((q) => q.id)).toEqual(mock.questions.map((q) => q.id));
    expect(again).toMatchObject({
      status: 'reading',
      serverNow: at(31 * MIN).toISOString(),
      listeningEndsAt: mock.listeningEndsAt,
      readingEndsAt: mock.readingEndsAt,
      answeredCount: 1,
    });
    expect(again.answers.find((a) => a.questionId === reading.id)?.answer).toBe(1);
  });

  it('submits automatically when the reading time is up, then serves keys and refuses answers', async () => {
    const calls = await learner();
    const mock = await createMock(calls, 'half');
    const reading = firstOf(mock, 'reading');
    now = at(40 * MIN);
    await calls.answer(mock.id, { questionId: reading.id, answer: 0 });
    now = at(61 * MIN + 5_000);
    const late = await calls.answer(mock.id, { questionId: reading.id, answer: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('SECTION_CLOSED');

    const detail = (await calls.get(mock.id)).json().data as MockTestDetail;
    expect(detail.status).toBe('submitted');
    // Submitted as of the end of the reading time, not when someone next looked.
    expect(detail.submittedAt).toBe(mock.readingEndsAt);
    expect(detail.result?.reading.total).toBe(50);
    for (const q of detail.questions) {
      expect(q.correctAnswer).toEqual(expect.any(Number));
      expect(q.explanation).toEqual(expect.any(String));
    }
    expect(detail.answers.find((a) => a.questionId === reading.id)?.answer).toBe(0);
  });

  it('submits an overdue test on the learner’s list too', async () => {
    const calls = await learner();
    const mock = await createMock(calls, 'half');
    now = at(62 * MIN);
    const list = (await calls.list()).json().data.tests;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: mock.id, status: 'submitted', questionCount: 100 });
    expect(list[0].result.total).toBe(10);
  });
});

describe('POST /api/mock-tests/{id}/submit', () => {
  it('scores from the stored keys, per section and part, with the time used per part', async () => {
    const calls = await learner();
    const mock = await createMock(calls, 'half');
    const keys = await keysOf(
      app(),
      mock.questions.map((q) => q.id),
    );
    // All listening right; reading: the first 20 right, 10 wrong, 20 left blank.
    let clock = 0;
    const readingQs = mock.questions.filter((q) => q.part >= 5);
    for (const q of mock.questions.filter((x) => x.part <= 4)) {
      clock += 10_000;
      now = at(clock);
      await calls.answer(mock.id, { questionId: q.id, answer: keys.get(q.id)! });
    }
    now = at(23 * MIN);
    clock = 23 * MIN;
    for (const [i, q] of readingQs.slice(0, 30).entries()) {
      clock += 20_000;
      now = at(clock);
      const key = keys.get(q.id)!;
      await calls.answer(mock.id, { questionId: q.id, answer: i < 20 ? key : (key + 1) % 4 });
    }
    const res = await calls.submit(mock.id);
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result.listening).toEqual(scaleRaw('listening', 50, 50));
    expect(result.reading).toEqual(scaleRaw('reading', 20, 50));
    expect(result.total).toBe(result.listening.scaled + result.reading.scaled);
    expect(result.totalRange).toEqual({
      low: result.listening.range.low + result.reading.range.low,
      high: result.listening.range.high + result.reading.range.high,
    });
    const part = (n: number) => result.parts.find((p: { part: number }) => p.part === n);
    expect(part(1)).toEqual({ part: 1, correct: 3, total: 3, seconds: 30 });
    expect(part(2)).toEqual({ part: 2, correct: 14, total: 14, seconds: 140 });
    // Part 5 (15 questions, all among the first 20 answered right): the first one also carries
    // the wait from the last listening answer (500 s) to the reading start (1 380 s) + 20 s.
    expect(part(5)).toEqual({ part: 5, correct: 15, total: 15, seconds: 900 + 14 * 20 });

    // Submitting again gives the same result; answers are closed for good.
    now = at(clock + 60_000);
    expect((await calls.submit(mock.id)).json().data).toEqual(result);
    const after = await calls.answer(mock.id, { questionId: readingQs[40]!.id, answer: 0 });
    expect(after.statusCode).toBe(409);
    expect(after.json().error.code).toBe('MOCK_TEST_SUBMITTED');
    const detail = (await calls.get(mock.id)).json().data as MockTestDetail;
    expect(detail.submittedAt).toBe(at(clock).toISOString());
    expect(detail.questions.every((q) => q.correctAnswer === keys.get(q.id))).toBe(true);
  });
});

describe('ownership', () => {
  it('answers 404 for another learner’s test and for ids that do not exist', async () => {
    const mine = await createMock(await learner(), 'half');
    const other = await learner();
    const q = mine.questions[0]!;
    for (const res of [
      await other.get(mine.id),
      await other.answer(mine.id, { questionId: q.id, answer: 0 }),
      await other.submit(mine.id),
      await other.get('00000000-0000-4000-8000-000000000000'),
      await other.get('not a uuid'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await other.list()).json().data.tests).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/mock-tests' });
    expect(res.statusCode).toBe(401);
  });
});
