import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CHAT_SESSIONS_KEY, contextIdOf, type TutorContext } from '@/entities/tutor/store';
import { registerLogoutCleanup } from '@/entities/user/store';
import { REMEMBERED_SESSIONS } from './constants';

interface Remembered {
  sessionId: string;
  context: TutorContext;
}

interface ChatState {
  /** Newest first: the session kept for each question or word the learner discussed. */
  remembered: Remembered[];
  /** A session opened from the history dialog; it replaces the asked context in the panel. */
  resumedId: string | null;
  remember: (sessionId: string, context: TutorContext) => void;
  forget: (sessionId: string) => void;
  resume: (sessionId: string | null) => void;
}

/**
 * The server stores messages, not what they were about, so the question (or word) of each
 * session is kept here: a reopened conversation still tells the tutor what it discusses.
 */
export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      remembered: [],
      resumedId: null,
      remember: (sessionId, context) =>
        set((s) => ({
          remembered: [
            { sessionId, context },
            ...s.remembered.filter(
              (r) => r.sessionId !== sessionId && contextIdOf(r.context) !== contextIdOf(context),
            ),
          ].slice(0, REMEMBERED_SESSIONS),
        })),
      forget: (sessionId) =>
        set((s) => ({
          remembered: s.remembered.filter((r) => r.sessionId !== sessionId),
          resumedId: s.resumedId === sessionId ? null : s.resumedId,
        })),
      resume: (resumedId) => set({ resumedId }),
    }),
    {
      name: CHAT_SESSIONS_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ remembered }) => ({ remembered }),
    },
  ),
);

export const sessionForContext = (context: TutorContext) =>
  useChatStore.getState().remembered.find((r) => contextIdOf(r.context) === contextIdOf(context))
    ?.sessionId ?? null;

export const contextOfSession = (sessionId: string) =>
  useChatStore.getState().remembered.find((r) => r.sessionId === sessionId)?.context ?? null;

registerLogoutCleanup(() => {
  useChatStore.setState({ remembered: [], resumedId: null });
  useChatStore.persist.clearStorage();
});
