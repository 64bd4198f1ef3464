import type { LocalDb } from './database';
import { openLocalDb } from './open';
import { TABLES } from './table-list';

/** The tables that hold one person's data, as their features declared them. */
export const USER_TABLES: readonly string[] = TABLES.filter((t) => t.perUser).map((t) => t.name);

/**
 * Empties every per-user table; shared caches (questions, dictionary look-ups) stay. The
 * settings' "clear user data": the learner asks for it, nothing runs it on its own.
 */
export async function clearUserTables(store?: LocalDb): Promise<void> {
  const db = store ?? (await openLocalDb());
  await Promise.all(USER_TABLES.map((name) => db.table(name).clear()));
}

/** Empties every table of the local database (the settings' "clear all data"). */
export async function clearAllTables(store?: LocalDb): Promise<void> {
  const db = store ?? (await openLocalDb());
  await Promise.all(TABLES.map((t) => db.table(t.name).clear()));
}

/**
 * When another account signs in here: the practice sets a previous account kept on the server
 * (and their wrong answers) leave this browser; they are that account's, and its server has them.
 * Everything not on a server — sets done logged out or offline, words, chats — stays, to be
 * migrated (migration never deletes local data: a failed upload must leave the browser copy intact). Returns how many sets left.
 */
export async function removeOtherAccountsServerSets(
  userId: string,
  store?: LocalDb,
): Promise<number> {
  const db = store ?? (await openLocalDb());
  return db.transaction('rw', db.practiceSessions, db.wrongQuestions, async () => {
    const theirs = await db.practiceSessions
      .filter((row) => row.userId !== null && row.userId !== userId && row.serverSessionId !== null)
      .primaryKeys();
    if (theirs.length === 0) return 0;
    await db.wrongQuestions.where('sessionId').anyOf(theirs).delete();
    await db.practiceSessions.bulkDelete(theirs);
    return theirs.length;
  });
}
