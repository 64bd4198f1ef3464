import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@toeic-ace/contract/rules';
import type { ScoreEstimate, Tokens, User } from '@toeic-ace/contract';
import type { PracticeSessionSummary } from '@/entities/practice-session/types';
import { setAuthFailureHandler } from '@/lib/api-client';
import { clearTokens, hasAccessToken, setTokens, subscribeTokens } from '@/lib/token-storage';

/** idle: nothing tried yet; loading: GET /auth/profile running; done: the attempt finished. */
export type LoadStatus = 'idle' | 'loading' | 'done';

/** How many finished sessions the store keeps (newest first); the server holds them all. */
export const STORED_SESSIONS_CAP = 100;

interface UserState {
  user: User | null;
  /**
   * The user's finished sessions in this browser, newest first: each practiceSessionCompleted
   * event adds one. Logout and a sign-in as someone else empty it.
   */
  practiceSessions: PracticeSessionSummary[];
  /** The latest predicted score the dashboard showed; emptied with the sessions. */
  scoreEstimation: ScoreEstimate | null;
  isAuthenticated: boolean;
  loadStatus: LoadStatus;
  setSession: (user: User, tokens: Tokens) => void;
  setUser: (user: User) => void;
  setLoadStatus: (status: LoadStatus) => void;
  /** Adds (or replaces, by id) a finished session at the front. */
  addPracticeSession: (session: PracticeSessionSummary) => void;
  setScoreEstimation: (estimate: ScoreEstimate) => void;
  /** Clears user, sessions, score estimate, tokens and every feature's local data. */
  logout: () => void;
  /** Ends the session in this tab only, keeping tokens and data (e.g. the server was unreachable). */
  suspend: () => void;
}

const logoutCleanups = new Set<() => void>();

/** Features that keep local data register here; logout wipes it. */
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
      setScoreEstimation: (scoreEstimation) => set({ scoreEstimation }),
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
