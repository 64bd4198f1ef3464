import type { PartKey, Question, QuestionType } from '@toeic-ace/contract';

/** The choices of the setup screen (spec 000 §2). */
export interface PracticeSetup {
  questionType: QuestionType;
  category: PartKey;
  /** Level 1–5. */
  difficulty: number;
  questionCount: number;
}

/**
 * A practice session in the browser (spec 000 §3 client fields): server-backed when
 * `serverSessionId` is set, otherwise offline (built-in demo questions).
 */
export interface ClientSession {
  id: string;
  userId: string | null;
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
  /** No more questions will arrive. */
  generationDone: boolean;
  /**
   * Bumped on every local save: the browser database keeps the highest one, so an older
   * snapshot that lands late never replaces a newer one. Absent on sessions never saved.
   */
  revision?: number;
}

export type PracticePhase = 'setup' | 'generating' | 'session' | 'completed';

export interface SessionResult {
  total: number;
  correct: number;
  wrong: number;
  unanswered: number;
  /** Rounded percent correct over all questions (unanswered count as not correct). */
  score: number;
}
