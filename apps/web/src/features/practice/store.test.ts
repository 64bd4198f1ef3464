import { PRACTICE, type Question } from '@toeic-ace/contract';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/lib/routes';
import { fail, ok, stubFetch, type StubRequest, type StubResponse } from '@/test/fetch-stub';
import { storeTokens } from '@/test/fixtures';
import { createTestPracticeStore, makeQuestions, servedSet, sseResponse } from '@/test/practice';
import { makeDetail, openSession } from '@/test/practice-stats';
import { createMemoryRepository } from '@/test/memory-session-repository';
import type { SessionRepository } from './persistence';
import type { LocalPracticeSession, PracticeSetup } from '@/entities/practice-session/types';

const SETUP: PracticeSetup = {
  questionType: 'reading',
  category: 'part5',
  difficulty: 3,
  questionCount: 5,
};

type Overrides = Partial<Record<string, (req: StubRequest) => StubResponse>>;

/** A server: session s-1, the given questions streamed, answers and completion accepted. */
function server(questions = makeQuestions(5), overrides: Overrides = {}) {
  storeTokens();
  return stubFetch((req) => {
    const key = `${req.method} ${req.path}`;
    const custom = overrides[key];
    if (custom) return custom(req);
    switch (key) {
      case 'POST /api/practice/sessions':
        return ok(routes.practice.createSession, openSession());
      case 'POST /api/questions/generate/stream':
        return sseResponse(servedSet(questions));
      case 'POST /api/practice/sessions/s-1/answers':
        return ok(routes.practice.submitAnswer, { questionId: 'x', answer: 0, answeredCount: 1 });
      case 'POST /api/practice/sessions/s-1/complete':
        return ok(
          routes.practice.completeSession,
          makeDetail(questions, [], { score: 67, correctAnswers: 2 }),
        );
      default:
        return fail(404, 'NOT_FOUND', `no route ${key}`);
    }
  });
}

async function started(questions = makeQuestions(5), overrides: Overrides = {}) {
  const fetch = server(questions, overrides);
  const practice = createTestPracticeStore();
  await practice.store.getState().start(SETUP);
  return { ...practice, fetch, state: () => practice.store.getState() };
}

/** A set whose question stream holds after its first `split` questions until `release()`. */
function startHeldStream(questions: Question[], split: number, overrides: Overrides = {}) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  server(questions, {
    'POST /api/questions/generate/stream': () => sseResponse(servedSet(questions), { gate, split }),
    ...overrides,
  });
  const practice = createTestPracticeStore();
  const running = practice.store.getState().start(SETUP);
  return { ...practice, running, release };
}

describe('starting a set', () => {
  it('creates the server session, streams the questions into it and opens the session', async () => {
    const { state, fetch } = await started();
    expect(fetch.callsTo('/api/practice/sessions')[0]?.body).toEqual({
      sessionType: 'quick_practice',
      questionType: 'reading',
      difficulty: 3,
      categories: ['part5'],
      totalQuestions: 5,
    });
    expect(fetch.callsTo('/api/questions/generate/stream')[0]?.body).toEqual({
      questionType: 'reading',
      questionCount: 5,
      difficulty: [3],
      categories: ['part5'],
      language: 'zh',
      sessionId: 's-1',
    });
    expect(state().phase).toBe('session');
    expect(state().session).toMatchObject({
      serverSessionId: 's-1',
      offline: false,
      currentIndex: 0,
      generationDone: true,
      userAnswers: [null, null, null, null, null],
    });
    expect(state().session?.questions.map((q) => q.id)).toEqual([
      'q-1',
      'q-2',
      'q-3',
      'q-4',
      'q-5',
    ]);
  });

  it('opens on the first question while the rest are still streaming', async () => {
    const { store, running, release } = startHeldStream(makeQuestions(5), 1);
    await vi.waitFor(() => expect(store.getState().phase).toBe('session'));
    expect(store.getState().session?.questions).toHaveLength(1);
    expect(store.getState().session?.generationDone).toBe(false);
    release();
    await running;
    expect(store.getState().session?.questions).toHaveLength(5);
    expect(store.getState().session?.generationDone).toBe(true);
  });

  it('says so when fewer questions match than were asked for', async () => {
    const { state, toast } = await started(makeQuestions(3));
    expect(state().session?.questions).toHaveLength(3);
    expect(toast).toHaveBeenCalledWith('info', '符合所选条件的题目共 3 道，本组按 3 题练习。');
  });

  it('needs a signed-in user (用户未登录)', async () => {
    const fetch = server();
    const { store, toast } = createTestPracticeStore({ currentUserId: () => null });
    await store.getState().start(SETUP);
    expect(toast).toHaveBeenCalledWith('error', '用户未登录');
    expect(store.getState().phase).toBe('setup');
    expect(fetch.calls).toHaveLength(0);
  });

  it.each([
    ['the stream endpoint', 'POST /api/questions/generate/stream'],
    ['creating the session', 'POST /api/practice/sessions'],
  ])('a rate limit on %s aborts with 请求过于频繁，请稍后再试', async (_, route) => {
    server(makeQuestions(5), {
      [route]: () => fail(429, 'RATE_LIMIT_EXCEEDED', 'Too many requests'),
    });
    const { store, toast } = createTestPracticeStore();
    await store.getState().start(SETUP);
    expect(toast).toHaveBeenCalledWith('error', '请求过于频繁，请稍后再试');
    expect(store.getState().phase).toBe('setup');
    expect(store.getState().session).toBeNull();
  });

  it('any other failure to create the session is 初始化练习会话失败', async () => {
    server(makeQuestions(5), {
      'POST /api/practice/sessions': () => fail(400, 'VALIDATION_ERROR', 'bad'),
    });
    const { store, toast } = createTestPracticeStore();
    await store.getState().start(SETUP);
    expect(toast).toHaveBeenCalledWith('error', '初始化练习会话失败');
    expect(store.getState().phase).toBe('setup');
  });

  it('a stream that breaks after some questions keeps them and says so', async () => {
    const questions = makeQuestions(5);
    await started(questions, {
      'POST /api/questions/generate/stream': () => sseResponse(servedSet(questions).slice(0, 2)),
    }).then(({ state, toast }) => {
      expect(state().session?.questions).toHaveLength(2);
      expect(state().session?.generationDone).toBe(true);
      expect(toast).toHaveBeenCalledWith('warning', '题目生成中断，本组共 2 题。');
    });
  });
});

describe('offline fallback', () => {
  it.each<[string, () => StubResponse]>([
    ['a 500 from the stream endpoint', () => fail(500, 'INTERNAL_ERROR', 'boom')],
    [
      'an error event',
      () => sseResponse([{ event: 'error', data: { code: 'GENERATION_FAILED', message: 'no' } }]),
    ],
    ['an empty set', () => sseResponse(servedSet([]))],
  ])('%s runs the set on the 5 built-in reading questions, offline', async (_, answer) => {
    const { state, repository, fetch, toast } = await started(makeQuestions(5), {
      'POST /api/questions/generate/stream': answer,
    });
    expect(state().phase).toBe('session');
    expect(state().offlineFallback).toBe(true);
    const session = state().session!;
    expect(session).toMatchObject({ offline: true, serverSessionId: null, generationDone: true });
    expect(session.questions).toHaveLength(PRACTICE.demoQuestionCount);
    expect(session.questions.every((q) => q.type === 'reading' && q.category === 'part5')).toBe(
      true,
    );
    expect(session.questions[0]?.explanation).toMatch(/by \+ 时间/);
    expect(repository.rows.get(session.id)?.offline).toBe(true);
    expect(toast).not.toHaveBeenCalled();
    state().answer(0);
    expect(fetch.calls.filter((c) => c.path.includes('/answers'))).toHaveLength(0);
  });

  it.each([
    ['creating the session', 'POST /api/practice/sessions'],
    ['streaming the questions', 'POST /api/questions/generate/stream'],
  ])(
    'a dead network when %s says so and runs the offline set only when chosen',
    async (_, call) => {
      const { state, toast, fetch } = await started(makeQuestions(5), {
        [call]: () => 'network-error',
      });
      expect(state()).toMatchObject({ phase: 'setup', session: null, unreachable: true });
      expect(toast).not.toHaveBeenCalled();
      // Tried once: the learner hears of it at once, not after the client's retries.
      expect(fetch.calls.filter((c) => `${c.method} ${c.path}` === call)).toHaveLength(1);

      await state().startOffline(SETUP);
      expect(state()).toMatchObject({
        phase: 'session',
        unreachable: false,
        offlineFallback: true,
      });
      expect(state().session).toMatchObject({ offline: true, serverSessionId: null });
      expect(state().session?.questions).toHaveLength(PRACTICE.demoQuestionCount);
    },
  );

  it("the offline set says what it is: Part 5 reading at its questions' level, not the level asked for", async () => {
    storeTokens();
    stubFetch(() => 'network-error');
    const practice = createTestPracticeStore();
    const asked: PracticeSetup = {
      questionType: 'listening',
      category: 'part2',
      difficulty: 5,
      questionCount: 5,
    };
    await practice.store.getState().start(asked);
    await practice.store.getState().startOffline(asked);
    const session = practice.store.getState().session!;
    const levels = session.questions.map((q) => q.difficulty);
    expect(session.setup).toMatchObject({ questionType: 'reading', category: 'part5' });
    expect(levels).toContain(session.setup.difficulty);
    expect(session.setup.difficulty).not.toBe(5);
  });

  it('an offline set whose texts cannot be fetched fails like any start: back to setup, said once', async () => {
    storeTokens();
    stubFetch(() => 'network-error');
    const practice = createTestPracticeStore({
      // The browser's answer to a chunk it cannot fetch.
      demoQuestions: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    const { getState } = practice.store;
    await getState().start(SETUP);
    expect(getState().unreachable).toBe(true);
    await getState().startOffline(SETUP);
    expect(getState()).toMatchObject({ phase: 'setup', session: null, unreachable: false });
    expect(practice.toast).toHaveBeenCalledTimes(1);
    expect(practice.toast).toHaveBeenCalledWith('error', '初始化练习会话失败');
    expect(practice.repository.rows.size).toBe(0);
  });

  it('a new start clears the notice', async () => {
    const { state } = await started(makeQuestions(5), {
      'POST /api/practice/sessions': () => 'network-error',
    });
    expect(state().unreachable).toBe(true);
    state().reset();
    expect(state().unreachable).toBe(false);
  });
});

describe('answering and moving', () => {
  it('saves the answer, sends it, and moves on after 0.4 s', async () => {
    const { state, fetch, repository } = await started();
    vi.useFakeTimers();
    state().answer(2);
    const session = state().session!;
    expect(session.userAnswers[0]).toBe(2);
    expect(repository.rows.get(session.id)?.userAnswers[0]).toBe(2);
    expect(fetch.callsTo('/api/practice/sessions/s-1/answers')[0]?.body).toMatchObject({
      questionId: 'q-1',
      answer: 2,
    });
    vi.advanceTimersByTime(PRACTICE.autoAdvanceMs - 1);
    expect(state().session?.currentIndex).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state().session?.currentIndex).toBe(1);
  });

  it('keeps previous, next and go-to within range', async () => {
    const { state } = await started();
    state().previous();
    expect(state().session?.currentIndex).toBe(0);
    state().goTo(3);
    expect(state().session?.currentIndex).toBe(3);
    state().goTo(5);
    state().goTo(-1);
    state().goTo(1.5);
    expect(state().session?.currentIndex).toBe(3);
    state().next();
    expect(state().session?.currentIndex).toBe(4);
    state().previous();
    expect(state().session?.currentIndex).toBe(3);
  });

  it('ignores answers outside A–D', async () => {
    const { state } = await started();
    state().answer(4);
    state().answer(-1);
    expect(state().session?.userAnswers[0]).toBeNull();
  });

  it('a Part 2 question takes A–C only: its three responses', async () => {
    const part2 = makeQuestions(2, {
      part: 2,
      category: 'part2',
      type: 'listening',
      options: ['In the lobby.', 'At noon.', 'Yes, it was.'],
      correctAnswer: 1,
    });
    const { state } = await started(part2);
    state().answer(3);
    expect(state().session?.userAnswers[0]).toBeNull();
    state().answer(2);
    expect(state().session?.userAnswers[0]).toBe(2);
  });

  it('saves locally every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { repository } = await started();
    const save = vi.spyOn(repository, 'save');
    vi.advanceTimersByTime(PRACTICE.autoSaveIntervalMs - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('completing', () => {
  it('answering the last question completes: score = rounded percent correct', async () => {
    const questions = makeQuestions(3); // keys: 1, 2, 3
    const { state, fetch, emitCompleted } = await started(questions);
    vi.useFakeTimers();
    for (const choice of [1, 0, 3]) {
      state().answer(choice);
      await vi.advanceTimersByTimeAsync(PRACTICE.autoAdvanceMs);
    }
    expect(state().phase).toBe('completed');
    const done = state().session!;
    expect(done).toMatchObject({ completed: true, score: 67, correctCount: 2, totalQuestions: 3 });
    expect(done.endTime).not.toBeNull();
    expect(emitCompleted).toHaveBeenCalledWith(expect.objectContaining({ id: done.id, score: 67 }));
    const body = fetch.callsTo('/api/practice/sessions/s-1/complete')[0]?.body as {
      questions: unknown[];
      userAnswers: unknown[];
      timeSpent: number;
    };
    expect(body.questions).toEqual([
      { id: 'q-1', questionOrder: 0 },
      { id: 'q-2', questionOrder: 1 },
      { id: 'q-3', questionOrder: 2 },
    ]);
    expect(body.userAnswers).toEqual([
      { questionId: 'q-1', answer: 1, timeSpent: expect.any(Number) },
      { questionId: 'q-2', answer: 0, timeSpent: expect.any(Number) },
      { questionId: 'q-3', answer: 3, timeSpent: expect.any(Number) },
    ]);
    expect(body.timeSpent).toBeGreaterThanOrEqual(0);
  });

  it('unanswered questions count as not correct; failures of answer and completion are only logged', async () => {
    const { state, log } = await started(makeQuestions(4), {
      'POST /api/practice/sessions/s-1/answers': () => fail(500, 'INTERNAL_ERROR', 'x'),
      'POST /api/practice/sessions/s-1/complete': () => 'network-error',
    });
    state().answer(1); // q-1 key is 1
    await state().complete();
    expect(state().phase).toBe('completed');
    expect(state().session).toMatchObject({ score: 25, correctCount: 1, totalQuestions: 4 });
    await vi.waitFor(() => {
      const messages = log.mock.calls.map(([message]) => message);
      expect(messages).toContain('提交答案失败');
      expect(messages).toContain('完成练习会话失败');
    });
  });

  it('waits for the generator before completing', async () => {
    const { store, running, release } = startHeldStream(makeQuestions(2), 1);
    await vi.waitFor(() => expect(store.getState().phase).toBe('session'));
    await store.getState().complete();
    expect(store.getState().phase).toBe('session');
    release();
    await running;
    await store.getState().complete();
    expect(store.getState().phase).toBe('completed');
  });
});

describe('reset and resume', () => {
  it('reset clears everything and drops the unfinished local copy', async () => {
    const { state, repository } = await started();
    const id = state().session!.id;
    state().answer(0);
    state().reset();
    expect(state()).toMatchObject({
      phase: 'setup',
      session: null,
      received: 0,
      offlineFallback: false,
    });
    await vi.waitFor(() => expect(repository.rows.has(id)).toBe(false));
  });

  it('a reload resumes at the same question with the answers kept', async () => {
    const first = await started();
    vi.useFakeTimers();
    first.state().answer(3);
    vi.advanceTimersByTime(PRACTICE.autoAdvanceMs);
    first.state().answer(1);
    vi.advanceTimersByTime(PRACTICE.autoAdvanceMs);
    first.state().goTo(1);
    await first.state().save();
    vi.useRealTimers();

    // A new page: a new store over the same local database.
    const { store, toast } = createTestPracticeStore({ repository: first.repository });
    expect(await store.getState().resume()).toBe(true);
    expect(store.getState().phase).toBe('session');
    expect(store.getState().session).toMatchObject({
      id: first.state().session!.id,
      serverSessionId: 's-1',
      currentIndex: 1,
      userAnswers: [3, 1, null, null, null],
    });
    expect(toast).toHaveBeenCalledWith('info', '已恢复未完成的练习');
  });

  it('does not resume a finished set, or another user’s', async () => {
    const first = await started(makeQuestions(1));
    first.state().answer(0);
    await first.state().complete();
    const later = createTestPracticeStore({ repository: first.repository });
    expect(await later.store.getState().resume()).toBe(false);

    const other = await started();
    await other.state().save();
    const stranger = createTestPracticeStore({
      repository: other.repository,
      currentUserId: () => 'u-2',
    });
    expect(await stranger.store.getState().resume()).toBe(false);
  });

  it('a set cut off while streaming takes the rest from the server on resume', async () => {
    const questions = makeQuestions(4);
    const first = startHeldStream(questions, 2, {
      'GET /api/practice/sessions/s-1': () =>
        ok(routes.practice.getSession, {
          ...openSession(),
          questions,
          userAnswers: questions.map((q, i) => ({
            questionId: q.id,
            answer: i === 2 ? 0 : null,
            timeSpent: 0,
          })),
        }),
    });
    await vi.waitFor(() => expect(first.store.getState().session?.questions).toHaveLength(2));
    await first.store.getState().save();

    const { store } = createTestPracticeStore({ repository: first.repository });
    expect(await store.getState().resume()).toBe(true);
    expect(store.getState().session?.questions.map((q) => q.id)).toEqual([
      'q-1',
      'q-2',
      'q-3',
      'q-4',
    ]);
    expect(store.getState().session?.userAnswers).toEqual([null, null, 0, null]);
    expect(store.getState().session?.generationDone).toBe(true);
    first.release();
  });
});

/**
 * An in-memory database whose writes land only when the test says so, newest first: what
 * IndexedDB does to a page that navigates away mid-write, or any store with out-of-order
 * commits. Each write keeps the snapshot it was given.
 */
function slowRepository() {
  const memory = createMemoryRepository();
  const pending: (() => Promise<void>)[] = [];
  const repository: SessionRepository = {
    ...memory,
    save: (session: LocalPracticeSession) =>
      new Promise<void>((resolve, reject) => {
        const snapshot = structuredClone(session);
        pending.push(() => memory.save(snapshot).then(resolve, reject));
      }),
  };
  /** Lands every write, the newest pending one first, until nothing more arrives. */
  const settle = async () => {
    for (let idle = 0; idle < 5; idle += 1) {
      while (pending.length > 0) {
        idle = 0;
        await pending.pop()!();
      }
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { repository, rows: memory.rows, pending, settle };
}

describe('local saves racing the completion', () => {
  /** A 3-question set answered to the end by auto-advance while earlier saves are in flight. */
  async function answeredToTheEnd() {
    server(makeQuestions(3));
    const slow = slowRepository();
    const practice = createTestPracticeStore({ repository: slow.repository });
    const state = () => practice.store.getState();
    const starting = state().start(SETUP);
    await vi.waitFor(() => expect(state().session?.generationDone).toBe(true));
    await slow.settle();
    await starting;
    vi.useFakeTimers();
    for (const choice of [1, 0, 3]) {
      state().answer(choice);
      await vi.advanceTimersByTimeAsync(PRACTICE.autoAdvanceMs);
    }
    vi.useRealTimers();
    expect(slow.pending.length).toBeGreaterThan(0);
    return { ...practice, slow, state };
  }

  it('an earlier snapshot landing after the completion never reopens the set', async () => {
    const { slow, state } = await answeredToTheEnd();
    const id = state().session!.id;
    await slow.settle();
    await vi.waitFor(() => expect(state().phase).toBe('completed'));
    await slow.settle();

    expect(slow.rows.get(id)).toMatchObject({ completed: 1, userAnswers: [1, 0, 3] });
    // A reload: a new store over the same browser database.
    const reloaded = createTestPracticeStore({ repository: slow.repository });
    expect(await reloaded.store.getState().resume()).toBe(false);
    expect(reloaded.store.getState().phase).toBe('setup');
    expect(reloaded.toast).not.toHaveBeenCalled();
  });

  it('the results count as done only once the completed set is stored', async () => {
    const { slow, state, emitCompleted } = await answeredToTheEnd();
    // The last answer is in, the completion is on its way to the database: no results yet.
    expect(state().session).toMatchObject({ completed: true, userAnswers: [1, 0, 3] });
    expect(state().phase).toBe('session');
    expect(emitCompleted).toHaveBeenCalledTimes(1);
    state().answer(0);
    state().previous();
    expect(state().session).toMatchObject({ currentIndex: 2, userAnswers: [1, 0, 3] });

    await slow.settle();
    expect(state().phase).toBe('completed');
    expect(slow.rows.get(state().session!.id)).toMatchObject({ completed: 1, score: 67 });
  });
});
