import type { VocabularyWordRecord } from '@/db/tables/vocabulary';
import type { LocalPracticeSession } from '@/entities/practice-session/types';
import type { PracticeSessionRow } from '@/db/tables/practice';
import { makeQuestions } from './practice';

/**
 * A finished set of four Part 5 questions as this browser stores it, a day before 2026-11-24
 * noon. Keys q-1 → 1, q-2 → 2, q-3 → 3, q-4 → 0; answered q-1 right, q-2 and q-4 wrong, q-3
 * skipped.
 */
export const finishedLocalSet = (
  id: string,
  changes: Partial<LocalPracticeSession> = {},
): LocalPracticeSession => ({
  id,
  userId: null,
  serverSessionId: null,
  offline: true,
  setup: { questionType: 'reading', category: 'part5', difficulty: 3, questionCount: 4 },
  questions: makeQuestions(4),
  userAnswers: [1, 0, null, 3],
  answerTimes: [5, 6, 0, 7],
  currentIndex: 3,
  startTime: '2026-11-23T12:00:00.000Z',
  endTime: '2026-11-23T12:00:00.000Z',
  updatedAt: '2026-11-23T12:00:00.000Z',
  completed: true,
  score: 25,
  correctCount: 1,
  totalQuestions: 4,
  elapsedMs: 18_000,
  timeSpent: 18,
  generationDone: true,
  ...changes,
});

/** A set as its table row holds it (the completed flag as 0 or 1). */
export const setRow = (set: LocalPracticeSession): PracticeSessionRow => ({
  ...set,
  completed: set.completed ? 1 : 0,
});

/** A word saved to this browser's notebook from practice, nothing looked up for it yet. */
export const localWord = (
  id: string,
  word: string,
  fields: Partial<VocabularyWordRecord> = {},
): VocabularyWordRecord => ({
  id,
  word,
  sourceType: 'practice',
  sourceId: null,
  addedAt: '',
  mastered: 0,
  phonetic: null,
  meanings: [],
  language: 'en',
  reading: null,
  jlpt: [],
  commonality: null,
  context: null,
  definition: null,
  notes: null,
  ...fields,
});

/**
 * A server set (s-1) this browser is answering, started 2026-01-01 and not yet completed: two
 * Part 5 questions, the first answered; `changes` gives it other questions and answers.
 */
export const answeringSet = (
  changes: Partial<LocalPracticeSession> = {},
): LocalPracticeSession => ({
  id: 'local-1',
  userId: 'u-1',
  serverSessionId: 's-1',
  offline: false,
  setup: { questionType: 'reading', category: 'part5', difficulty: 3, questionCount: 5 },
  questions: makeQuestions(2),
  userAnswers: [1, null],
  answerTimes: [12, 0],
  currentIndex: 1,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  completed: false,
  score: null,
  correctCount: 0,
  totalQuestions: 2,
  elapsedMs: 60_000,
  timeSpent: 0,
  generationDone: true,
  ...changes,
});
