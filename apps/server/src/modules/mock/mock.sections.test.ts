import type { MockTestDetail } from '@toeic-ace/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockSuite } from './mock.fixtures';

/**
 * The section rules a learner (or a client that skips the screens) meets: the clock starts with
 * listening, reading is answered only after listening has ended for good, and a learner holds
 * one unfinished form at a time.
 */
const START = new Date('2026-11-24T10:00:00.000Z');
let now = START;
const later = (ms: number) => (now = new Date(now.getTime() + ms));
const MIN = 60_000;

const { learner } = mockSuite(() => now);
beforeEach(() => {
  now = START;
});

const data = (res: { json: () => unknown }) => (res.json() as { data: MockTestDetail }).data;
const first = (mock: MockTestDetail, listening: boolean) =>
  mock.questions.find((q) => (listening ? q.part <= 4 : q.part >= 5))!;

describe('the listening clock', () => {
  it('starts when listening starts, not when the form is assembled', async () => {
    const calls = await learner();
    const created = data(await calls.create('half'));
    expect(created).toMatchObject({ status: 'ready', listeningStartedAt: null });
    const early = await calls.answer(created.id, {
      questionId: first(created, true).id,
      answer: 1,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('MOCK_TEST_NOT_STARTED');
    // Reading the directions for ten minutes costs no listening time.
    later(10 * MIN);
    expect(data(await calls.get(created.id)).status).toBe('ready');
    const started = data(await calls.start(created.id, 'listening'));
    expect(started).toMatchObject({
      status: 'listening',
      listeningStartedAt: now.toISOString(),
      listeningEndsAt: new Date(now.getTime() + 23 * MIN).toISOString(),
      readingEndsAt: new Date(now.getTime() + 61 * MIN).toISOString(),
    });
    // A second start (another tab, a retry) does not move the clock.
    later(MIN);
    const again = data(await calls.start(created.id, 'listening'));
    expect(again.listeningEndsAt).toBe(started.listeningEndsAt);
  });
});

describe('moving on to reading', () => {
  it('refuses reading answers while listening runs, with LISTENING_NOT_FINISHED', async () => {
    const calls = await learner();
    const mock = data(await calls.start(data(await calls.create('half')).id, 'listening'));
    const res = await calls.answer(mock.id, { questionId: first(mock, false).id, answer: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('LISTENING_NOT_FINISHED');
    expect(data(await calls.get(mock.id)).answeredCount).toBe(0);
  });

  it('ends listening for good and gives reading its own full time from then', async () => {
    const calls = await learner();
    const mock = data(await calls.start(data(await calls.create('half')).id, 'listening'));
    later(15 * MIN);
    const reading = data(await calls.start(mock.id, 'reading'));
    expect(reading).toMatchObject({
      status: 'reading',
      listeningEndsAt: now.toISOString(),
      readingEndsAt: new Date(now.getTime() + 38 * MIN).toISOString(),
    });
    const listening = await calls.answer(mock.id, { questionId: first(mock, true).id, answer: 2 });
    expect(listening.statusCode).toBe(409);
    expect(listening.json().error.code).toBe('SECTION_CLOSED');
    const answered = await calls.answer(mock.id, { questionId: first(mock, false).id, answer: 2 });
    expect(answered.statusCode).toBe(200);
    // Moving on again later neither reopens listening nor extends reading.
    later(5 * MIN);
    const again = data(await calls.start(mock.id, 'reading'));
    expect([again.listeningEndsAt, again.readingEndsAt]).toEqual([
      reading.listeningEndsAt,
      reading.readingEndsAt,
    ]);
    // At its end reading closes and the test is submitted.
    later(33 * MIN);
    expect(data(await calls.get(mock.id)).status).toBe('submitted');
  });

  it('opens reading by itself when the listening time is up, with no call', async () => {
    const calls = await learner();
    const mock = data(await calls.start(data(await calls.create('half')).id, 'listening'));
    later(23 * MIN);
    const res = await calls.answer(mock.id, { questionId: first(mock, false).id, answer: 3 });
    expect(res.statusCode).toBe(200);
    expect(data(await calls.get(mock.id)).readingEndsAt).toBe(mock.readingEndsAt);
  });
});

describe('one unfinished form per learner', () => {
  it('answers 409 MOCK_TEST_IN_PROGRESS naming the open form, until it is submitted', async () => {
    const calls = await learner();
    const open = data(await calls.create('half'));
    const second = await calls.create('full');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'MOCK_TEST_IN_PROGRESS',
      details: { id: open.id },
    });
    expect((await calls.submit(open.id)).statusCode).toBe(200);
    expect((await calls.create('full')).statusCode).toBe(201);
  });

  it('lets exactly one of several parallel starts through', async () => {
    const calls = await learner();
    const results = await Promise.all(Array.from({ length: 5 }, () => calls.create('half')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const { tests } = (await calls.list()).json().data as { tests: unknown[] };
    expect(tests).toHaveLength(1);
  });

  it('counts a form whose time ran out as finished', async () => {
    const calls = await learner();
    const mock = data(await calls.create('half'));
    await calls.start(mock.id, 'listening');
    later(61 * MIN);
    expect((await calls.create('half')).statusCode).toBe(201);
  });
});
