import { localDb } from '@/lib/local-db';
import { useUserStore } from '@/lib/user-store';

/** Local-database tables that hold one person's data (questions and look-ups are shared caches). */
const USER_TABLES = [
  'practiceSessions',
  'wrongQuestions',
  'chatHistory',
  'chatSessions',
  'vocabularyWords',
] as const;

/**
 * Before another account's session starts in this browser: user, stored practice sessions,
 * score estimate and tokens (the user store's logout, which also runs the features' cleanups),
 * then the user tables of the local database. A browser without IndexedDB has nothing to clear.
 */
export async function clearLocalUserData(): Promise<void> {
  useUserStore.getState().logout();
  try {
    const db = localDb();
    await Promise.all(USER_TABLES.map((table) => db.table(table).clear()));
  } catch (error) {
    console.warn('Could not clear the local database', error);
  }
}
