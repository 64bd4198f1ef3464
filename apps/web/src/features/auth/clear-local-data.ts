import { clearUserTables } from '@/db/user-data';
import { useUserStore } from '@/entities/user/store';

/**
 * Before another account's session starts in this browser: user, stored practice sessions,
 * score estimate and tokens (the user store's logout, which also runs the features' cleanups),
 * then every per-user table of the local database. A browser without IndexedDB has nothing to
 * clear.
 */
export async function clearLocalUserData(): Promise<void> {
  useUserStore.getState().logout();
  try {
    await clearUserTables();
  } catch (error) {
    console.warn('Could not clear the local database', error);
  }
}
