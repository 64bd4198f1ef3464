export type PracticePhase = 'setup' | 'generating' | 'session' | 'completed';

export interface SessionResult {
  total: number;
  correct: number;
  wrong: number;
  unanswered: number;
  /** Rounded percent correct over all questions (unanswered count as not correct). */
  score: number;
}
