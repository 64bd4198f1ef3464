import { PRACTICE, type PartKey } from '@toeic-ace/contract/rules';
import type { CreateSessionRequest, Question } from '@toeic-ace/contract';
import type { StoreApi } from 'zustand/vanilla';
import { isApiClientError } from '@/lib/api-error';
import { DEMO_SET } from './demo-set';
import { appendQuestions } from './session-logic';
import type { PracticeState } from './store-state';
import type { PracticeDeps, PracticeTextKey, Runtime } from './store-deps';
import type { SessionControls } from './store-session';
import type { LocalPracticeSession, PracticeSetup } from '@/entities/practice-session/types';

type SetState = StoreApi<PracticeState>['setState'];
type GetState = StoreApi<PracticeState>['getState'];

const isRateLimited = (error: unknown) =>
  isApiClientError(error) && (error.code === 'RATE_LIMIT_EXCEEDED' || error.status === 429);

/** A dead network: the case the offline set exists for, whichever call noticed it first. */
const isOffline = (error: unknown) => isApiClientError(error) && error.code === 'NETWORK_ERROR';

/**
 * Start: needs a user; creates the server session, then streams the questions
 * into it. The session screen opens with the first question; the rest fill in while the learner
 * works. Rate limit → toast and back to setup; the server out of reach (before any question) →
 * back to setup with `unreachable`, whose notice offers the built-in offline set (startOffline)
 * rather than switching to it unasked; any other generation failure → the offline set; any other
 * failure → 初始化练习会话失败.
 */
export function createStartAction(
  set: SetState,
  get: GetState,
  deps: PracticeDeps,
  runtime: Runtime,
  controls: SessionControls,
) {
  const blank = (
    userId: string,
    setup: PracticeSetup,
    serverSessionId: string | null,
    questions: Question[],
  ): LocalPracticeSession => {
    const now = new Date(deps.now()).toISOString();
    return appendQuestions(
      {
        id: deps.newId(),
        userId,
        serverSessionId,
        offline: serverSessionId === null,
        setup,
        questions: [],
        userAnswers: [],
        answerTimes: [],
        currentIndex: 0,
        startTime: now,
        endTime: null,
        updatedAt: now,
        completed: false,
        score: null,
        correctCount: 0,
        totalQuestions: 0,
        elapsedMs: 0,
        timeSpent: 0,
        generationDone: serverSessionId === null,
      },
      questions,
    );
  };

  /** A start that ended without a set: back to setup, and why. */
  const abort = (key: PracticeTextKey) => {
    runtime.controller = null;
    set({ phase: 'setup', session: null, received: 0 });
    deps.toast('error', deps.text(key));
  };

  /**
   * The built-in set of `setup`'s size, kept in the browser only. Its questions are Part 5
   * reading at their own levels whatever was chosen, so the session's setup says so: headers and
   * history describe the set that ran, not the one asked for. Its texts are a chunk of their own
   * (the practice page loads it beside the set's screens); if even that cannot be had, the start
   * fails like any other.
   */
  const goOffline = async (userId: string, setup: PracticeSetup, stale: () => boolean) => {
    let questions: Question[];
    try {
      questions = await deps.demoQuestions(deps.language(), setup.questionCount);
    } catch (error) {
      if (stale()) return;
      deps.log('The offline set could not be loaded', error);
      abort('initFailed');
      return;
    }
    if (stale()) return;
    runtime.controller = null;
    const levels = questions.map((q) => q.difficulty).sort((a, b) => a - b);
    const served: PracticeSetup = {
      ...setup,
      ...DEMO_SET,
      difficulty: levels[levels.length >> 1] ?? setup.difficulty,
    };
    controls.begin(blank(userId, served, null, questions), {
      offlineFallback: true,
      received: questions.length,
    });
  };

  /**
   * Opens a start, or says why not (null): not while a set is being made or answered, and 用户未登录
   * without a user. Cancels a start still running and shows the generating state; `stale` tells
   * this start when a newer one (or a reset) has replaced it.
   */
  const open = () => {
    const { phase } = get();
    if (phase === 'generating' || phase === 'session') return null;
    const userId = deps.currentUserId();
    if (!userId) {
      deps.toast('error', deps.text('notLoggedIn'));
      return null;
    }
    runtime.controller?.abort();
    const controller = new AbortController();
    runtime.controller = controller;
    set({
      phase: 'generating',
      session: null,
      received: 0,
      offlineFallback: false,
      unreachable: false,
    });
    const stale = () => runtime.controller !== controller || controller.signal.aborted;
    return { userId, controller, stale };
  };

  const start = async (setup: PracticeSetup): Promise<void> => {
    const opened = open();
    if (!opened) return;
    const { userId, controller, stale } = opened;
    const language = deps.language();

    const unreachable = () => {
      runtime.controller = null;
      set({ phase: 'setup', session: null, received: 0, unreachable: true });
    };

    let serverSessionId: string;
    try {
      const created = await deps.api.createSession({
        sessionType: 'quick_practice',
        questionType: setup.questionType,
        difficulty: setup.difficulty,
        categories: [setup.category],
        totalQuestions: setup.questionCount,
      });
      serverSessionId = created.id;
    } catch (error) {
      if (stale()) return;
      if (isRateLimited(error)) return abort('rateLimited');
      deps.log(deps.text('createFailed'), error);
      return isOffline(error) ? unreachable() : abort('initFailed');
    }
    if (stale()) return;

    let started = false;
    const onQuestion = (question: Question) => {
      if (stale()) return;
      if (!started) {
        started = true;
        controls.begin(blank(userId, setup, serverSessionId, [question]), { received: 1 });
      } else {
        controls.addQuestions([question]);
        set((state) => ({ received: state.received + 1 }));
      }
    };
    try {
      await deps.api.streamQuestions(
        {
          questionType: setup.questionType,
          questionCount: setup.questionCount,
          difficulty: [setup.difficulty],
          categories: [setup.category],
          language,
          sessionId: serverSessionId,
        },
        onQuestion,
        controller.signal,
      );
      if (stale()) return;
      // 没有生成任何题目 is a generation failure like any other.
      if (!started) {
        deps.log(deps.text('noQuestions'), null);
        return await goOffline(userId, setup, stale);
      }
      controls.finishGeneration();
      const served = get().session?.questions.length ?? 0;
      if (served < setup.questionCount) {
        deps.toast('info', deps.text('fewerQuestions', { count: served }));
      }
    } catch (error) {
      if (stale()) return;
      if (started) {
        deps.log('Question generation stopped early', error);
        controls.finishGeneration();
        const count = get().session?.questions.length ?? 0;
        deps.toast('warning', deps.text('partialSet', { count }));
        return;
      }
      if (isRateLimited(error)) return abort('rateLimited');
      if (isOffline(error)) return unreachable();
      deps.log('Question generation failed; using the offline set', error);
      await goOffline(userId, setup, stale);
    } finally {
      if (runtime.controller === controller) runtime.controller = null;
    }
  };

  /** The learner chose the offline set (after `unreachable`): it starts at once. */
  const startOffline = async (setup: PracticeSetup): Promise<void> => {
    const opened = open();
    if (!opened) return;
    await goOffline(opened.userId, setup, opened.stale);
  };

  /**
   * A mistakes session: the server creates it holding the learner's due mistakes (up to the
   * longest set), and its detail brings them all at once: nothing is generated. Nothing due →
   * back to setup with 没有到期的错题.
   */
  const startMistakes = (categories?: PartKey[]) =>
    startHeld({
      sessionType: 'mistakes',
      totalQuestions: PRACTICE.questionCountMax,
      ...(categories && categories.length > 0 ? { categories } : {}),
    });

  /** 智能练习: a set the server picks from the learner's ability estimate, held at once. */
  const startAdaptive = (setup: PracticeSetup) =>
    startHeld({
      sessionType: 'adaptive',
      questionType: setup.questionType,
      totalQuestions: setup.questionCount,
    });

  const startHeld = async (
    request: Exclude<CreateSessionRequest, { sessionType: 'quick_practice' }>,
  ): Promise<void> => {
    const opened = open();
    if (!opened) return;
    const { userId, stale } = opened;
    try {
      const created = await deps.api.createSession(request);
      const detail = await deps.api.getSession(created.id);
      if (stale()) return;
      runtime.controller = null;
      const setup = {
        questionType: created.type,
        category: created.categories[0] ?? (created.type === 'listening' ? 'part1' : 'part5'),
        difficulty: created.level,
        questionCount: detail.questions.length,
      } satisfies PracticeSetup;
      controls.begin(blank(userId, setup, created.id, detail.questions), {
        received: detail.questions.length,
      });
      controls.finishGeneration();
    } catch (error) {
      if (stale()) return;
      runtime.controller = null;
      set({ phase: 'setup', session: null, received: 0 });
      if (isApiClientError(error) && error.code === 'NO_MISTAKES_DUE') {
        deps.toast('info', deps.text('nothingDue'));
        return;
      }
      if (isRateLimited(error)) return deps.toast('error', deps.text('rateLimited'));
      deps.log(deps.text('createFailed'), error);
      deps.toast('error', deps.text('initFailed'));
    }
  };

  return { start, startOffline, startMistakes, startAdaptive };
}
