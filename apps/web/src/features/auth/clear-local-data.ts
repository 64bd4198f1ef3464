import { removeOtherAccountsServerSets } from '@/db/user-data';
import { useUserStore } from '@/entities/user/store';

/**
 * Before another account's session starts in this browser: the persisted user store (user,
 * stored practice sessions, score estimate) and tokens, through the store's logout, which also
 * runs the features' cleanups. The local database keeps everything not yet on a server — sets
 * done logged out or offline, words, chats — for the migration tool (migration never
 * deletes local data); only sets a previous account keeps on the server leave. A browser without
 * IndexedDB has nothing to clear.
 */
export async function clearLocalUserData(nextUserId: string): Promise<void> {
  useUserStore.getState().logout();
  try {
    await removeOtherAccountsServerSets(nextUserId);
  } catch (error) {
    console.warn('Could not clear the local database', error);
  }
}
