import type { Transaction } from 'dexie';
import type { DbVersion } from './table';
import type { PracticeSessionRow } from './tables/practice';

type Upgrade = (tx: Transaction) => Promise<void>;
type StoredSession = Partial<Omit<PracticeSessionRow, 'completed'>> & {
  id: string;
  completed?: unknown;
};

const asFlag = (value: unknown) => (value === true || value === 1 ? 1 : 0);

/**
 * Version 2: `completed` becomes an indexable 1 / 0. Earlier builds could store true / false,
 * and IndexedDB leaves rows whose key is a boolean out of the index, so such an unfinished set
 * would never be found again.
 */
const flagCompletedSessions: Upgrade = (tx) =>
  tx
    .table<StoredSession, string>('practiceSessions')
    .toCollection()
    .modify((row) => {
      row.completed = asFlag(row.completed);
    })
    .then(() => undefined);

/**
 * Version 3: a session records who started it, when it last changed and what resuming needs.
 * A row from before gets what it lacks — no owner (it was started before accounts existed here),
 * an offline set, its setup read off its questions — and keeps every field it had.
 */
const completeSessionRecords: Upgrade = (tx) =>
  tx
    .table<StoredSession, string>('practiceSessions')
    .toCollection()
    .modify((row) => {
      const questions = Array.isArray(row.questions) ? row.questions : [];
      const first = questions[0];
      const startTime = row.startTime ?? new Date(0).toISOString();
      const defaults: Omit<PracticeSessionRow, 'id' | 'completed'> = {
        userId: null,
        serverSessionId: null,
        offline: true,
        setup: {
          questionType: first?.type ?? 'reading',
          category: (first?.category as PracticeSessionRow['setup']['category']) ?? 'part5',
          difficulty: first?.difficulty ?? 3,
          questionCount: questions.length,
        },
        questions,
        userAnswers: questions.map(() => null),
        answerTimes: questions.map(() => 0),
        currentIndex: 0,
        startTime,
        endTime: row.endTime ?? null,
        updatedAt: row.endTime ?? startTime,
        score: typeof row.score === 'number' ? row.score : null,
        correctCount: 0,
        totalQuestions: questions.length,
        elapsedMs: 0,
        timeSpent: 0,
        generationDone: true,
      };
      for (const [key, value] of Object.entries(defaults)) {
        const field = key as keyof typeof defaults;
        if (row[field] === undefined) Object.assign(row, { [field]: value });
      }
    })
    .then(() => undefined);

/** What each version does to the rows of the one before; null where there is nothing to do. */
export const UPGRADES: Record<DbVersion, Upgrade | null> = {
  // The first version creates its tables empty.
  1: null,
  2: flagCompletedSessions,
  3: completeSessionRecords,
  // Adds the pending flashcard ratings, empty.
  4: null,
};
