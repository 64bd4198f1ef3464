import { getPracticeSession } from '@/entities/practice-session/api/get-session';
import { i18n, interfaceLanguage } from '@/lib/i18n';
import { emitPracticeSessionCompleted } from '@/lib/events';
import { notify } from '@/lib/notify';
import { useUserStore } from '@/entities/user/store';
import { completePracticeSession } from './api/complete-session';
import { createPracticeSession } from './api/create-session';
import { submitAnswer } from './api/submit-answer';
import { createDexieRepository, type SessionRepository } from './persistence';
import { createPracticeStore, type PracticeDeps, type PracticeStore } from './store';

/**
 * The built-in offline set's texts (≈ 2.5 KB gzip): not part of the setup's first paint. The
 * practice page loads them beside the set's screens, before it offers a start, so the set is
 * there when the network is not.
 */
export const loadDemoQuestions = () => import('./demo-questions');

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The real edges: the API, IndexedDB, the clock, i18n, sonner and window events. */
export function browserPracticeDeps(): PracticeDeps {
  return {
    api: {
      // One attempt: a server out of reach is said at once, with the offline set offered.
      createSession: (body) => createPracticeSession(body, { retry: false }),
      // The stream's event schemas (and zod) load when a set is generated, not with the page.
      streamQuestions: async (...args) =>
        (await import('./api/generate-questions-stream')).streamQuestions(...args),
      submitAnswer,
      completeSession: completePracticeSession,
      getSession: (id) => getPracticeSession(id),
    },
    repository: practiceRepository(),
    currentUserId: () => {
      const { user, isAuthenticated } = useUserStore.getState();
      return isAuthenticated && user ? user.id : null;
    },
    language: () => interfaceLanguage(i18n.language),
    demoQuestions: async (language, count) =>
      (await loadDemoQuestions()).demoQuestions(language, count),
    now: () => Date.now(),
    newId,
    text: (key, values) => i18n.t(`practice.messages.${key}`, values ?? {}),
    toast: (type, message) => notify.show(type, message),
    emitCompleted: (session) => emitPracticeSessionCompleted(session),
    log: (message, error) => console.warn(message, error),
  };
}

let repository: SessionRepository | null = null;

export function practiceRepository(): SessionRepository {
  repository ??= createDexieRepository();
  return repository;
}

let shared: PracticeStore | null = null;

/** The app's practice store (one per tab, created on first use). */
export function practiceStore(): PracticeStore {
  shared ??= createPracticeStore(browserPracticeDeps());
  return shared;
}
