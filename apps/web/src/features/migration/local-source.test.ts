import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createLocalDb } from '@/db/database';
import type { PracticeSessionRow } from '@/db/tables/practice';
import { recordWrongQuestions } from '@/db/wrong-questions';
import { makeQuestions } from '@/test/practice';
import { readLocalData } from './local-source';

const set = (id: string, changes: Partial<PracticeSessionRow> = {}): PracticeSessionRow => ({
  id,
  userId: null,
  serverSessionId: null,
  offline: true,
  setup: { questionType: 'reading', category: 'part5', difficulty: 3, questionCount: 4 },
  // Keys: q-1 → 1, q-2 → 2, q-3 → 3, q-4 → 0; answered: q-1 and q-4 wrong, q-2 right.
  questions: makeQuestions(4),
  userAnswers: [0, 2, null, 3],
  answerTimes: [5, 6, 0, 7],
  currentIndex: 3,
  startTime: '2026-11-20T09:00:00.000Z',
  endTime: '2026-11-20T09:01:00.000Z',
  updatedAt: '2026-11-20T09:01:00.000Z',
  completed: 1,
  score: 25,
  correctCount: 1,
  totalQuestions: 4,
  elapsedMs: 18_000,
  timeSpent: 18,
  generationDone: true,
  ...changes,
});

describe('readLocalData: practice sets', () => {
  it('sends each set with the questions marked mastered in the wrong-question list, and only those', async () => {
    const db = createLocalDb('local-source-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    const sets = [set('a'), set('b')];
    await db.practiceSessions.bulkAdd(sets);
    for (const s of sets) await recordWrongQuestions({ ...s, completed: true }, db);
    // The learner marked one miss of set a mastered; set b's misses are untouched.
    await db.wrongQuestions.update('a:q-4', { mastered: 1 });

    const data = await readLocalData('user-1', db);
    const sent = new Map(data.sessions.map((s) => [s.id, s]));
    expect(sent.get('a')?.masteredQuestionIds).toEqual(['q-4']);
    expect(sent.get('b')).not.toHaveProperty('masteredQuestionIds');
    // Everything else of the row goes as it is stored.
    expect({ ...sent.get('a'), masteredQuestionIds: undefined }).toEqual({
      ...sets[0],
      masteredQuestionIds: undefined,
    });
  });
});
