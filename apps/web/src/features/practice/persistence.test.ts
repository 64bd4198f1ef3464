import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createLocalDb } from '@/db/database';
import type { PracticeSessionRow } from '@/db/tables/practice';
import { createMemoryRepository } from '@/test/memory-session-repository';
import { makeQuestions } from '@/test/practice';
import { createDexieRepository, type SessionRepository } from './persistence';
import type { LocalPracticeSession } from '@/entities/practice-session/types';

const session = (changes: Partial<LocalPracticeSession> = {}): LocalPracticeSession => ({
  id: 'local-1',
  userId: 'u-1',
  serverSessionId: 's-1',
  offline: false,
  setup: { questionType: 'reading', category: 'part5', difficulty: 3, questionCount: 2 },
  questions: makeQuestions(2),
  userAnswers: [1, null],
  answerTimes: [3, 0],
  currentIndex: 1,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: null,
  updatedAt: '2026-01-01T00:00:05.000Z',
  completed: false,
  score: null,
  correctCount: 0,
  totalQuestions: 2,
  elapsedMs: 5_000,
  timeSpent: 0,
  generationDone: true,
  revision: 1,
  ...changes,
});

interface Backend {
  repository: SessionRepository;
  row: (id: string) => Promise<PracticeSessionRow | undefined>;
}

/** The app's repository on IndexedDB (a fresh fake one per test), and the double store tests use. */
const backends: [string, () => Backend][] = [
  [
    'Dexie on IndexedDB',
    () => {
      const db = createLocalDb('toeic-ace', { indexedDB: new IDBFactory(), IDBKeyRange });
      return {
        repository: createDexieRepository(async () => db),
        row: (id) => db.practiceSessions.get(id),
      };
    },
  ],
  [
    'in-memory double',
    () => {
      const memory = createMemoryRepository();
      return { repository: memory, row: async (id) => memory.rows.get(id) };
    },
  ],
];

describe.each(backends)('%s', (_name, open) => {
  describe('local session writes never step back', () => {
    it('an older revision landing late is dropped', async () => {
      const { repository, row } = open();
      await repository.save(session({ revision: 3, userAnswers: [1, 2] }));
      await repository.save(session({ revision: 2 }));
      expect(await row('local-1')).toMatchObject({ revision: 3, userAnswers: [1, 2] });
      await repository.save(session({ revision: 4, currentIndex: 0, userAnswers: [1, 2] }));
      expect(await row('local-1')).toMatchObject({ revision: 4, currentIndex: 0 });
    });

    it('a finished set is never stored as unfinished again, whatever its revision', async () => {
      const { repository, row } = open();
      await repository.save(session({ revision: 5, completed: true, userAnswers: [1, 2] }));
      await repository.save(session({ revision: 9 }));
      expect(await row('local-1')).toMatchObject({ completed: 1, userAnswers: [1, 2] });
      expect(await repository.latestInProgress('u-1')).toBeNull();
      await repository.save(session({ revision: 6, completed: true, score: 100 }));
      expect(await row('local-1')).toMatchObject({ completed: 1, score: 100 });
    });
  });

  describe('resuming', () => {
    it("finds the user's newest unfinished set with questions, not someone else's", async () => {
      const { repository } = open();
      await repository.save(session({ id: 'old', updatedAt: '2026-01-01T00:00:01.000Z' }));
      await repository.save(session({ id: 'new', updatedAt: '2026-01-01T00:00:09.000Z' }));
      await repository.save(
        session({ id: 'empty', updatedAt: '2026-01-02T00:00:00.000Z', questions: [] }),
      );
      await repository.save(
        session({ id: 'theirs', userId: 'u-2', updatedAt: '2026-01-03T00:00:00.000Z' }),
      );
      await repository.save(
        session({ id: 'done', completed: true, updatedAt: '2026-01-04T00:00:00.000Z' }),
      );
      expect(await repository.latestInProgress('u-1')).toMatchObject({
        id: 'new',
        completed: false,
      });
      expect(await repository.latestInProgress('u-2')).toMatchObject({ id: 'theirs' });
      expect(await repository.latestInProgress(null)).toBeNull();
    });

    it('logout drops the unfinished sets the server holds and keeps the rest', async () => {
      const { repository, row } = open();
      await repository.save(session({ id: 'open' }));
      await repository.save(session({ id: 'offline', serverSessionId: null, offline: true }));
      await repository.save(session({ id: 'done', completed: true }));
      await repository.removeInProgress();
      expect(await row('open')).toBeUndefined();
      // Not on any server yet: kept for the migration tool.
      expect(await row('offline')).toMatchObject({ completed: 0 });
      expect(await row('done')).toMatchObject({ completed: 1 });
      await repository.remove('done');
      expect(await row('done')).toBeUndefined();
    });
  });
});
