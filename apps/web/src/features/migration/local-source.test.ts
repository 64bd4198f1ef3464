import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createLocalDb } from '@/db/database';
import { recordWrongQuestions } from '@/db/wrong-questions';
import { finishedLocalSet, setRow } from '@/test/local-rows';
import { readLocalData } from './local-source';

// Answered q-1 right, q-2 and q-4 wrong (test/local-rows.ts).
const set = (id: string) => setRow(finishedLocalSet(id));

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
