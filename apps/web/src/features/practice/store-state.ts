import type { PartKey } from '@toeic-ace/contract/rules';
import type { PracticePhase } from './types';
import type { LocalPracticeSession, PracticeSetup } from '@/entities/practice-session/types';

// The practice store's state and actions, apart from the store so that the files building its
// actions (store-start.ts, store-session.ts) type against it without importing the store.
export interface PracticeState {
  phase: PracticePhase;
  session: LocalPracticeSession | null;
  /** Questions received while generating (the start button's "n / total"). */
  received: number;
  /** The set runs on the built-in demo questions because generation failed. */
  offlineFallback: boolean;
  /** The last start found the server out of reach: setup offers the offline set. */
  unreachable: boolean;
  /** A question was answered on the last available one; move on when the next arrives. */
  pendingAdvance: boolean;
  start: (setup: PracticeSetup) => Promise<void>;
  /** Runs the built-in offline set of `setup`'s size (the learner's choice after `unreachable`). */
  startOffline: (setup: PracticeSetup) => Promise<void>;
  /** Starts a mistakes session of the learner's due mistakes (those parts only, when given). */
  startMistakes: (categories?: PartKey[]) => Promise<void>;
  /** 智能练习: `setup`'s type and count, questions picked by the server from the ability estimate. */
  startAdaptive: (setup: PracticeSetup) => Promise<void>;
  answer: (choice: number) => void;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /**
   * Ends the set. The results (phase `completed`) come once the finished set is in the local
   * database, so leaving the results page can never bring the set back as unfinished.
   */
  complete: () => Promise<void>;
  reset: () => void;
  /** Picks up the newest unfinished local session of the current user, if any. */
  resume: () => Promise<boolean>;
  /** Writes the session to the local database (after any write still pending); resolves when done. */
  save: () => Promise<void>;
}

/** The setup screen's state: the store's first state, and where reset returns. */
export const SETUP_STATE = {
  phase: 'setup',
  session: null,
  received: 0,
  offlineFallback: false,
  unreachable: false,
  pendingAdvance: false,
} as const satisfies Partial<PracticeState>;
