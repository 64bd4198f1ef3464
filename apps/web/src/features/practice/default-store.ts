import { isLanguage } from '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import { emitPracticeSessionCompleted } from '@/lib/events';
import { notify } from '@/lib/notify';
import { useUserStore, type PracticeSessionSummary } from '@/lib/user-store';
import { completePracticeSession } from './api/complete-session';
import { createPracticeSession } from './api/create-session';
import { streamQuestions } from './api/generate-questions-stream';
import { getPracticeSession } from './api/get-session';
import { submitAnswer } from './api/submit-answer';
import { demoQuestions } from './demo-questions';
import { createDexieRepository } from './persistence';
import { createPracticeStore, type PracticeDeps, type PracticeStore } from './store';
import type { ClientSession } from './types';

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The real edges: the API, IndexedDB, the clock, i18n, sonner and window events. */
export function browserPracticeDeps(): PracticeDeps {
  return {
    api: {
      createSession: createPracticeSession,
      streamQuestions,
      submitAnswer,
      completeSession: completePracticeSession,
      getSession: (id) => getPracticeSession(id),
    },
    repository: createDexieRepository(),
    currentUserId: () => {
      const { user, isAuthenticated } = useUserStore.getState();
      return isAuthenticated && user ? user.id : null;
    },
    language: () => (isLanguage(i18n.language) ? i18n.language : 'zh'),
    demoQuestions: (language, count) => demoQuestions(language, count),
    now: () => Date.now(),
    newId,
    text: (key, values) => i18n.t(`practice.messages.${key}`, values ?? {}),
    toast: (type, message) => notify.show(type, message),
    emitCompleted: (session) => emitPracticeSessionCompleted(session),
    log: (message, error) => console.warn(message, error),
  };
}

let shared: PracticeStore | null = null;

/** The app's practice store (one per tab, created on first use). */
export function practiceStore(): PracticeStore {
  shared ??= createPracticeStore(browserPracticeDeps());
  return shared;
}

/** What the user store keeps of a finished session. */
export function toSessionSummary(session: ClientSession): PracticeSessionSummary {
  return {
    id: session.id,
    serverSessionId: session.serverSessionId,
    offline: session.offline,
    type: session.setup.questionType,
    category: session.setup.category,
    difficulty: session.setup.difficulty,
    score: session.score,
    correctCount: session.correctCount,
    totalQuestions: session.totalQuestions,
    timeSpent: session.timeSpent,
    startTime: session.startTime,
    endTime: session.endTime,
    completed: session.completed,
  };
}

export const isClientSession = (value: unknown): value is ClientSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ClientSession).id === 'string' &&
  Array.isArray((value as ClientSession).questions) &&
  typeof (value as ClientSession).setup === 'object';
