import type * as Database from './database';
import type { LocalDb } from './database';

let loading: Promise<typeof Database> | null = null;

/**
 * The app's browser database, for every module that reads or writes it: Dexie and the table
 * setup (database.ts) load on the first call, not with the page that may use them. Every caller
 * waits on the one load, so callers resume in the order they asked (their transactions queue in
 * that order, as when the database was at hand) and share one instance (database.ts creates it
 * once). A load that fails (offline, a chunk gone after a deploy) is tried again on the next
 * call. Await it before a Dexie transaction, never inside one.
 */
export async function openLocalDb(): Promise<LocalDb> {
  loading ??= import('./database').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return (await loading).localDb();
}
