import type { LocalDb } from '@/db/database';
import { openLocalDb } from '@/db/open';
import type { PracticeSessionRow } from '@/db/tables/practice';
import type { LocalPracticeSession } from '@/entities/practice-session/types';
import { withStorage } from '@/lib/storage-error';

/**
 * Where sessions are kept in the browser. The store only talks to this interface, so its
 * resume logic can be tested against an in-memory double; the app runs it on IndexedDB (Dexie).
 */
export interface SessionRepository {
  save(session: LocalPracticeSession): Promise<void>;
  /** The newest unfinished session of this user (null user: started while logged out). */
  latestInProgress(userId: string | null): Promise<LocalPracticeSession | null>;
  remove(id: string): Promise<void>;
  /**
   * Drops the unfinished sessions the server holds (logout); finished ones, and unfinished ones
   * done offline, stay for a later migration.
   */
  removeInProgress(): Promise<void>;
}

export const toRow = (session: LocalPracticeSession): PracticeSessionRow => ({
  ...structuredClone(session),
  completed: session.completed ? 1 : 0,
});

export const fromRow = (row: PracticeSessionRow): LocalPracticeSession => ({
  ...row,
  completed: row.completed === 1,
});

/**
 * Whether a write of `incoming` would step the stored row back in time: a finished set never
 * becomes unfinished again, and an older snapshot (lower revision) never replaces a newer one.
 */
export const isStaleWrite = (
  stored: PracticeSessionRow | undefined,
  incoming: LocalPracticeSession,
): boolean =>
  stored !== undefined &&
  ((stored.completed === 1 && !incoming.completed) ||
    (stored.revision ?? 0) > (incoming.revision ?? 0));

/** The newest resumable set of a user among unfinished rows. */
export const latestOf = (
  unfinished: PracticeSessionRow[],
  userId: string | null,
): LocalPracticeSession | null =>
  unfinished
    .map(fromRow)
    .filter((s) => s.userId === userId && s.questions.length > 0)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null;

/** `open` gives the database (the app's: openLocalDb, loading Dexie on first use). */
export function createDexieRepository(
  open: () => Promise<LocalDb> = openLocalDb,
): SessionRepository {
  return {
    save: (session) =>
      withStorage('savePracticeSession', async () => {
        const db = await open();
        return db.transaction('rw', db.practiceSessions, db.questions, async () => {
          // Read and write in one transaction: nothing can land between the check and the put.
          if (isStaleWrite(await db.practiceSessions.get(session.id), session)) return;
          await db.practiceSessions.put(toRow(session));
          await db.questions.bulkPut(structuredClone(session.questions));
        });
      }),
    latestInProgress: (userId) =>
      withStorage('loadPracticeSession', async () => {
        const db = await open();
        return latestOf(await db.practiceSessions.where('completed').equals(0).toArray(), userId);
      }),
    remove: (id) =>
      withStorage('deletePracticeSession', async () => (await open()).practiceSessions.delete(id)),
    removeInProgress: (): Promise<void> =>
      withStorage('clearPracticeSessions', async () => {
        const db = await open();
        await db.practiceSessions
          .where('completed')
          .equals(0)
          .filter((row) => row.serverSessionId !== null)
          .delete();
      }),
  };
}
