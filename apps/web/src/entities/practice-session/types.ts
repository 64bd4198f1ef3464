import type { PartKey, QuestionType } from '@toeic-ace/contract/rules';
import type { Question } from '@toeic-ace/contract';

/** The choices of the practice setup screen. */
export interface PracticeSetup {
  questionType: QuestionType;
  category: PartKey;
  /** Level 1–5. */
  difficulty: number;
  questionCount: number;
}

/**
 * A practice session as this browser knows it — the one shape for the set on screen, the row in
 * the local database and the user store's list of finished sets. Server-backed when
 * `serverSessionId` is set, otherwise offline (built-in demo questions).
 */
export interface LocalPracticeSession {
  id: string;
  /** The signed-in user who started it; null for a session started while logged out. */
  userId: string | null;
  /** The server's session id; null for an offline (demo) session. */
  serverSessionId: string | null;
  offline: boolean;
  setup: PracticeSetup;
  questions: Question[];
  /** The chosen option (0–3) per question, null while unanswered. */
  userAnswers: (number | null)[];
  /** Seconds spent on each question. */
  answerTimes: number[];
  currentIndex: number;
  startTime: string;
  endTime: string | null;
  updatedAt: string;
  completed: boolean;
  /** Rounded percent correct, null until completed. */
  score: number | null;
  correctCount: number;
  totalQuestions: number;
  /** Milliseconds of active time (survives a reload). */
  elapsedMs: number;
  /** Seconds, set at completion. */
  timeSpent: number;
  /** The generator said `done` (or gave up): no more questions will arrive. */
  generationDone: boolean;
  /**
   * Bumped on every local save: the browser database keeps the highest one, so an older
   * snapshot that lands late never replaces a newer one. Absent on sessions never saved.
   */
  revision?: number;
}

/**
 * A finished session as the user store keeps it: a few fields of the session record, with its
 * setup's type, part and level brought up. Its questions and answers stay in the local database
 * (local storage is too small for them).
 */
export type PracticeSessionSummary = Pick<
  LocalPracticeSession,
  | 'id'
  | 'serverSessionId'
  | 'offline'
  | 'score'
  | 'correctCount'
  | 'totalQuestions'
  | 'timeSpent'
  | 'startTime'
  | 'endTime'
  | 'completed'
> & {
  type: PracticeSetup['questionType'];
  category: PracticeSetup['category'];
  difficulty: PracticeSetup['difficulty'];
};
