import { PRACTICE } from '@toeic-ace/contract/rules';
import type { Question } from '@toeic-ace/contract';
import type { StoreApi } from 'zustand/vanilla';
import { createAutosaveQueue } from './autosave-queue';
import { appendQuestions, completeSession, toSeconds } from './session-logic';
import { SETUP_STATE, type PracticeState } from './store-state';
import type { PracticeDeps, Runtime } from './store-deps';
import type { LocalPracticeSession } from '@/entities/practice-session/types';

type SetState = StoreApi<PracticeState>['setState'];
type GetState = StoreApi<PracticeState>['getState'];

/** How long the results wait for the completed set to reach a stalled database. */
export const COMPLETION_SAVE_WAIT_MS = 3_000;

/** Everything that happens once a set exists: answering, moving, saving, completing, resuming. */
export function createSessionActions(
  set: SetState,
  get: GetState,
  deps: PracticeDeps,
  runtime: Runtime,
) {
  const iso = () => new Date(deps.now()).toISOString();

  const patch = (changes: Partial<LocalPracticeSession>) => {
    const { session } = get();
    if (session) set({ session: { ...session, ...changes, updatedAt: iso() } });
  };

  /** Credits the time since the last mark to the session and to the question on screen. */
  const credit = () => {
    const now = deps.now();
    const delta = Math.max(0, now - runtime.mark);
    runtime.mark = now;
    const { session } = get();
    if (!session || session.completed || delta === 0) return;
    const answerTimes = [...session.answerTimes];
    answerTimes[session.currentIndex] = (answerTimes[session.currentIndex] ?? 0) + delta / 1000;
    set({ session: { ...session, answerTimes, elapsedMs: session.elapsedMs + delta } });
  };

  const queue = createAutosaveQueue((snapshot) => deps.repository.save(snapshot), deps.log);

  /** Saves a snapshot of the session as it is now; snapshots are written in call order. */
  const save = (): Promise<void> => {
    credit();
    const { session } = get();
    return session ? queue.save(session) : queue.idle();
  };

  /** The set on screen while it can still change (not finished, not being finished). */
  const running = () => {
    const { phase, session } = get();
    return phase === 'session' && session && !session.completed ? session : null;
  };

  const stopTimers = () => {
    clearTimeout(runtime.advanceTimer);
    clearInterval(runtime.saveTimer);
    runtime.advanceTimer = undefined;
    runtime.saveTimer = undefined;
  };

  const begin = (session: LocalPracticeSession, extra: Partial<PracticeState> = {}) => {
    stopTimers();
    runtime.mark = deps.now();
    set({ phase: 'session', session, pendingAdvance: false, ...extra });
    runtime.saveTimer = setInterval(() => void save(), PRACTICE.autoSaveIntervalMs);
    void save();
  };

  /** Every move is saved too, so a reload lands on the question that was on screen. */
  const move = (index: number) => {
    clearTimeout(runtime.advanceTimer);
    credit();
    set({ pendingAdvance: false });
    patch({ currentIndex: index });
    void save();
  };

  /** The server's record of the finished set; its score replaces the local one. */
  const sendCompletion = (done: LocalPracticeSession) => {
    if (!done.serverSessionId) return;
    deps.api
      .completeSession(done.serverSessionId, {
        questions: done.questions.map((q, i) => ({ id: q.id, questionOrder: i })),
        userAnswers: done.questions.map((q, i) => ({
          questionId: q.id,
          answer: done.userAnswers[i] ?? null,
          timeSpent: toSeconds((done.answerTimes[i] ?? 0) * 1000),
        })),
        timeSpent: done.timeSpent,
      })
      .then((server) => {
        // The server scores from its own keys: its numbers are the record.
        if (get().session?.id !== done.id || server.score === null) return;
        patch({
          score: server.score,
          correctCount: server.correctAnswers,
          totalQuestions: server.totalQuestions,
        });
        void save();
      })
      .catch((error: unknown) => deps.log(deps.text('completeFailed'), error));
  };

  /**
   * Ends the set: the session is marked finished at once (no more answers or moves), then the
   * results open once that finished snapshot is in the local database — after every earlier
   * write, which the queue runs first. A database that does not answer within
   * COMPLETION_SAVE_WAIT_MS does not hold the results back (the write still goes ahead).
   */
  const complete = async (): Promise<void> => {
    const session = running();
    if (!session || !session.generationDone) return;
    stopTimers();
    credit();
    const done = completeSession(get().session!, iso());
    set({ session: done, pendingAdvance: false });
    const stored = save();
    deps.emitCompleted(done);
    sendCompletion(done);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      stored,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, COMPLETION_SAVE_WAIT_MS))),
    ]);
    clearTimeout(timer);
    // Quit (or logout) meanwhile: that wins.
    if (get().phase === 'session' && get().session?.id === done.id) set({ phase: 'completed' });
  };

  /** After an answer: the next question, the end of the set, or wait for the next to arrive. */
  const advance = () => {
    const session = running();
    if (!session) return;
    if (session.currentIndex < session.questions.length - 1) move(session.currentIndex + 1);
    else if (session.generationDone) void complete();
    else set({ pendingAdvance: true });
  };

  const answer = (choice: number) => {
    const session = running();
    if (!session) return;
    const question = session.questions[session.currentIndex];
    if (!question) return;
    // Part 2 offers three responses: "4" or "D" there chooses nothing.
    if (!Number.isInteger(choice) || choice < 0 || choice >= question.options.length) return;
    credit();
    const current = get().session!;
    const userAnswers = [...current.userAnswers];
    userAnswers[current.currentIndex] = choice;
    patch({ userAnswers });
    void save();
    if (current.serverSessionId) {
      deps.api
        .submitAnswer(current.serverSessionId, {
          questionId: question.id,
          answer: choice,
          timeSpent: toSeconds((current.answerTimes[current.currentIndex] ?? 0) * 1000),
        })
        .catch((error: unknown) => deps.log(deps.text('submitFailed'), error));
    }
    clearTimeout(runtime.advanceTimer);
    runtime.advanceTimer = setTimeout(advance, PRACTICE.autoAdvanceMs);
  };

  const addQuestions = (questions: readonly Question[]) => {
    const { session, pendingAdvance } = get();
    if (!session || session.completed) return;
    set({ session: appendQuestions(session, questions) });
    if (pendingAdvance && session.currentIndex < get().session!.questions.length - 1) {
      move(session.currentIndex + 1);
    }
  };

  const finishGeneration = () => {
    const { session } = get();
    if (!session || session.completed) return;
    patch({ generationDone: true, totalQuestions: session.questions.length });
    void save();
    if (get().pendingAdvance) void complete();
  };

  const reset = () => {
    stopTimers();
    runtime.controller?.abort();
    runtime.controller = null;
    const { session } = get();
    set(SETUP_STATE);
    if (session && !session.completed) {
      // After the saves still pending, or one of them would bring the set back.
      void queue.enqueue(() => deps.repository.remove(session.id), 'Could not drop the session');
    }
  };

  const next = () => {
    const session = running();
    if (!session) return;
    if (session.currentIndex < session.questions.length - 1) move(session.currentIndex + 1);
    else void complete();
  };

  const previous = () => {
    const session = running();
    if (session && session.currentIndex > 0) move(session.currentIndex - 1);
  };

  const goTo = (index: number) => {
    const session = running();
    if (!session || !Number.isInteger(index)) return;
    if (index < 0 || index >= session.questions.length || index === session.currentIndex) return;
    move(index);
  };

  const resume = async (): Promise<boolean> => {
    if (get().phase !== 'setup') return false;
    let stored: LocalPracticeSession | null;
    try {
      stored = await deps.repository.latestInProgress(deps.currentUserId());
    } catch (error) {
      deps.log('Could not read the local practice sessions', error);
      return false;
    }
    if (!stored || get().phase !== 'setup') return false;
    let session = stored;
    if (!session.generationDone && session.serverSessionId) {
      try {
        // The stream died with the page: the server holds every question it served.
        const detail = await deps.api.getSession(session.serverSessionId);
        session = appendQuestions(session, detail.questions);
        const byId = new Map(detail.userAnswers.map((a) => [a.questionId, a.answer]));
        session.userAnswers = session.userAnswers.map(
          (a, i) => a ?? byId.get(session.questions[i]!.id) ?? null,
        );
      } catch (error) {
        deps.log(deps.text('detailFailed'), error);
      }
      if (get().phase !== 'setup') return false;
    }
    const last = Math.max(0, session.questions.length - 1);
    begin(
      {
        ...session,
        generationDone: true,
        totalQuestions: session.questions.length,
        currentIndex: Math.min(Math.max(0, session.currentIndex), last),
      },
      { offlineFallback: session.offline, received: session.questions.length },
    );
    deps.toast('info', deps.text('resumed'));
    return true;
  };

  return {
    begin,
    addQuestions,
    finishGeneration,
    actions: { answer, next, previous, goTo, complete, reset, resume, save },
  };
}

export type SessionControls = ReturnType<typeof createSessionActions>;
