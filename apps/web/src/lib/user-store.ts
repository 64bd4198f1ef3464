import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, type QuestionType, type Tokens, type User } from '@toeic-ace/contract';
import { setAuthFailureHandler } from './api-client';
import { clearTokens, hasAccessToken, setTokens, subscribeTokens } from './token-storage';

/** idle: nothing tried yet; loading: GET /auth/profile running; done: the attempt finished. */
export type LoadStatus = 'idle' | 'loading' | 'done';

/** A finished practice session as the user store keeps it (its questions stay in the local DB). */
export interface PracticeSessionSummary {
  id: string;
  serverSessionId: string | null;
  offline: boolean;
  type: QuestionType;
  category: string;
  difficulty: number;
  score: number | null;
  correctCount: number;
  totalQuestions: number;
  /** Seconds. */
  timeSpent: number;
  startTime: string;
  endTime: string | null;
  completed: boolean;
}

/** How many finished sessions the store keeps (newest first); the server holds them all. */
export const STORED_SESSIONS_CAP = 100;

interface UserState {
  user: User | null;
  /** The user's finished sessions, newest first (practiceSessionCompleted, spec 000 §4). */
  practiceSessions: PracticeSessionSummary[];
  scoreEstimation: unknown;
  isAuthenticated: boolean;
  loadStatus: LoadStatus;
  setSession: (user: User, tokens: Tokens) => void;
  setUser: (user: User) => void;
  setLoadStatus: (status: LoadStatus) => void;
  /** Adds (or replaces, by id) a finished session at the front. */
  addPracticeSession: (session: PracticeSessionSummary) => void;
  /** Clears user, sessions, score estimate, tokens and local data (spec 000 §4). */
  logout: () => void;
  /** Ends the session in this tab only, keeping tokens and data (e.g. the server was unreachable). */
  suspend: () => void;
}

const logoutCleanups = new Set<() => void>();

/** Features that keep local data register here; logout wipes it (spec 000 §4). */
export function registerLogoutCleanup(cleanup: () => void): () => void {
  logoutCleanups.add(cleanup);
  return () => logoutCleanups.delete(cleanup);
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      practiceSessions: [],
      scoreEstimation: null,
      isAuthenticated: hasAccessToken(),
      loadStatus: 'idle',
      setSession: (user, tokens) => {
        setTokens(tokens);
        set({ user, isAuthenticated: true, loadStatus: 'done' });
      },
      setUser: (user) => set({ user }),
      setLoadStatus: (loadStatus) => set({ loadStatus }),
      addPracticeSession: (session) =>
        set((state) => ({
          practiceSessions: [
            session,
            ...state.practiceSessions.filter((s) => s.id !== session.id),
          ].slice(0, STORED_SESSIONS_CAP),
        })),
      logout: () => {
        clearTokens();
        set({ user: null, practiceSessions: [], scoreEstimation: null, isAuthenticated: false });
        logoutCleanups.forEach((cleanup) => cleanup());
      },
      suspend: () => set({ isAuthenticated: false }),
    }),
    {
      name: STORAGE_KEYS.userStore,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, practiceSessions, scoreEstimation }) => ({
        user,
        practiceSessions,
        scoreEstimation,
      }),
    },
  ),
);

// A refresh that failed has already cleared the tokens; the rest of the session goes with them.
setAuthFailureHandler(() => useUserStore.getState().logout());

subscribeTokens((present) => {
  if (useUserStore.getState().isAuthenticated !== present) {
    useUserStore.setState({ isAuthenticated: present });
  }
});

// Another tab logging in or out changes the tokens under our feet.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken) {
      useUserStore.setState({ isAuthenticated: hasAccessToken() });
    }
  });
}

/** The signed-in user, or null while logged out or before the start-up load. */
export const useCurrentUser = () =>
  useUserStore((state) => (state.isAuthenticated ? state.user : null));
