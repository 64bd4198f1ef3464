import type { LocalDb } from './database';
import { isOnServer } from './migrated';
import { localDbMayExist } from './exists';
import { openLocalDb } from './open';

/** Old-data clean-up removes sessions, chat sessions and messages older than this. */
export const OLD_DATA_DAYS = 30;
const DAY_MS = 86_400_000;
/** When the clean-up last ran in this browser (local storage: one run a day at most). */
export const CLEANUP_STAMP_KEY = 'toeic-ace-local-cleanup';

export interface CleanupResult {
  sessions: number;
  chatSessions: number;
  messages: number;
}

/**
 * Removes practice sets, chat sessions and messages older than `days` — only those the server
 * already holds (migrated, or a set kept on the server all along). Anything not yet migrated
 * stays, however old: migration never loses data. An unfinished set is never removed.
 */
export async function cleanupOldData(
  now: Date,
  days = OLD_DATA_DAYS,
  store?: LocalDb,
): Promise<CleanupResult> {
  const db = store ?? (await openLocalDb());
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  return db.transaction('rw', db.practiceSessions, db.chatSessions, db.chatHistory, async () => {
    const sessions = await db.practiceSessions
      .where('startTime')
      .below(cutoff)
      .filter((row) => row.completed === 1 && isOnServer(row))
      .delete();
    const chatSessions = await db.chatSessions
      .where('updatedAt')
      .below(cutoff)
      .filter((row) => isOnServer(row))
      .delete();
    const messages = await db.chatHistory
      .where('timestamp')
      .below(cutoff)
      .filter((row) => isOnServer(row))
      .delete();
    return { sessions, chatSessions, messages };
  });
}

/**
 * The start-up clean-up: runs when it has not run in the last day in this browser. Returns null
 * when it did not run. A browser without the database yet (a first visit) has nothing to clean:
 * the database is neither loaded nor created for it.
 */
export async function runDailyCleanup(
  now: Date = new Date(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  db?: LocalDb,
  mayExist: () => Promise<boolean> = localDbMayExist,
): Promise<CleanupResult | null> {
  const last = Number(storage.getItem(CLEANUP_STAMP_KEY));
  if (Number.isFinite(last) && last > 0 && now.getTime() - last < DAY_MS) return null;
  if (!db && !(await mayExist())) {
    storage.setItem(CLEANUP_STAMP_KEY, String(now.getTime()));
    return null;
  }
  const result = await cleanupOldData(now, OLD_DATA_DAYS, db);
  storage.setItem(CLEANUP_STAMP_KEY, String(now.getTime()));
  return result;
}
