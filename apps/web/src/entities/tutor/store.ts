import type { ChatQuestionContext, ChatWordContext } from '@toeic-ace/contract';
import { create } from 'zustand';
import { registerLogoutCleanup } from '@/entities/user/store';

/** Where the chat feature keeps which session discusses which question (see its store). */
export const CHAT_SESSIONS_KEY = 'toeic-ace-chat-sessions';

/** A question the learner can discuss: what the tutor is told, plus the header's labels. */
export interface TutorQuestion extends ChatQuestionContext {
  id: string;
  type: 'listening' | 'reading';
  category: string;
}

/** A notebook word the learner can discuss (a vocabulary session). */
export interface TutorWord extends ChatWordContext {
  id: string;
}

export type TutorContext =
  { kind: 'question'; question: TutorQuestion } | { kind: 'vocabulary'; word: TutorWord };

/** The id a chat session records for its context (a question's or a word's id). */
export const contextIdOf = (context: TutorContext) =>
  context.kind === 'question' ? context.question.id : context.word.id;

interface TutorState {
  /**
   * What is on screen and may be discussed: set by the screens that show a question (practice
   * after answering, results, review detail) or a word; null when nothing is.
   */
  context: TutorContext | null;
  /** The context the chat panel was last opened for (kept when the screen's context leaves). */
  asked: TutorContext | null;
  open: boolean;
  /** Bumped on every "ask", so the panel switches to the new context even when already open. */
  askCount: number;
  setContext: (context: TutorContext | null) => void;
  /** Opens the panel on this context ("Ask the AI tutor"). */
  ask: (context: TutorContext) => void;
  /** The floating button: opens on the screen's context, or closes. */
  toggle: () => void;
  close: () => void;
}

/**
 * The question (or word) in context, shared below the features so that review, practice and the
 * notebook can offer the tutor, and the chat feature can open on it, without importing each other.
 */
export const useTutorStore = create<TutorState>()((set, get) => ({
  context: null,
  asked: null,
  open: false,
  askCount: 0,
  setContext: (context) => set({ context }),
  ask: (context) => set((s) => ({ asked: context, open: true, askCount: s.askCount + 1 })),
  toggle: () => {
    const { open, context } = get();
    if (open) return set({ open: false });
    if (context) get().ask(context);
  },
  close: () => set({ open: false }),
}));

// Registered here, with the app shell, so a logout clears the tutor even when the chat feature
// (loaded on first use) never loaded in this tab.
registerLogoutCleanup(() => {
  useTutorStore.setState({ context: null, asked: null, open: false });
  try {
    localStorage.removeItem(CHAT_SESSIONS_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
});
