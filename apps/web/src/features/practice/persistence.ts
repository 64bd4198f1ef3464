import { localDb, withStorage, type StoredPracticeSession } from '@/lib/local-db';
import type { ClientSession } from './types';

/**
 * Where sessions are kept in the browser. The store only talks to this interface, so the
 * resume logic is tested with the in-memory version and runs on IndexedDB (Dexie) in the app.
 */
export interface SessionRepository {
  save(session: ClientSession): Promise<void>;
  /** The newest unfinished session of this user (null user: started while logged out). */
  latestInProgress(userId: string | null): Promise<ClientSession | null>;
  remove(id: string): Promise<void>;
  /** Drops every unfinished session (logout); finished ones stay for a later migration. */
  removeInProgress(): Promise<void>;
}

export const toStored = (session: ClientSession): StoredPracticeSession => ({
  ...structuredClone(session),
  completed: session.completed ? 1 : 0,
});

export const fromStored = (stored: StoredPracticeSession): ClientSession => ({
  ...stored,
  completed: stored.completed === 1,
});

/**
 * Whether a write of `incoming` would step the stored row back in time: a finished set never
 * becomes unfinished again, and an older snapshot (lower revision) never replaces a newer one.
 */
export const isStaleWrite = (
  stored: StoredPracticeSession | undefined,
  incoming: ClientSession,
): boolean =>
  stored !== undefined &&
  ((stored.completed === 1 && !incoming.completed) ||
    (stored.revision ?? 0) > (incoming.revision ?? 0));

const newestFirst = (a: ClientSession, b: ClientSession) => b.updatedAt.localeCompare(a.updatedAt);

export function createMemoryRepository(): SessionRepository & {
  rows: Map<string, StoredPracticeSession>;
} {
  const rows = new Map<string, StoredPracticeSession>();
  return {
    rows,
    save: async (session) => {
      if (!isStaleWrite(rows.get(session.id), session)) rows.set(session.id, toStored(session));
    },
    latestInProgress: async (userId) =>
      [...rows.values()]
        .map(fromStored)
        .filter((s) => !s.completed && s.userId === userId && s.questions.length > 0)
        .sort(newestFirst)[0] ?? null,
    remove: async (id) => {
      rows.delete(id);
    },
    removeInProgress: async () => {
      for (const [id, row] of rows) if (row.completed === 0) rows.delete(id);
    },
  };
}

export function createDexieRepository(db = localDb): SessionRepository {
  return {
    save: (session) =>
      withStorage('savePracticeSession', () =>
        db().transaction('rw', db().practiceSessions, db().questions, async () => {
          // Read and write in one transaction: nothing can land between the check and the put.
          if (isStaleWrite(await db().practiceSessions.get(session.id), session)) return;
          await db().practiceSessions.put(toStored(session));
          await db().questions.bulkPut(structuredClone(session.questions));
        }),
      ),
    latestInProgress: (userId) =>
      withStorage('loadPracticeSession', async () => {
        const rows = await db().practiceSessions.where('completed').equals(0).toArray();
        return (
          rows
            .map(fromStored)
            .filter((s) => s.userId === userId && s.questions.length > 0)
            .sort(newestFirst)[0] ?? null
        );
      }),
    remove: (id) => withStorage('deletePracticeSession', () => db().practiceSessions.delete(id)),
    removeInProgress: (): Promise<void> =>
      withStorage('clearPracticeSessions', async () => {
        await db().practiceSessions.where('completed').equals(0).delete();
      }),
  };
}
