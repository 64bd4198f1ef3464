import type * as Database from './database';
import type { LocalDb } from './database';
import { LOCAL_DB_NAME } from './name';

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

/** How long to wait for the browser's list of databases before taking ours as there. */
const LIST_WAIT_MS = 1_000;

/**
 * Whether this browser may hold the app's database: false only when it can list its databases
 * and ours is not among them (a first visit), so start-up upkeep with nothing to read neither
 * loads Dexie nor creates an empty database. A list that does not come within a second (the
 * browser busy with other storage) counts as "may".
 */
export async function localDbMayExist(
  factory: Pick<IDBFactory, 'databases'> | undefined = globalThis.indexedDB,
  waitMs = LIST_WAIT_MS,
): Promise<boolean> {
  if (typeof factory?.databases !== 'function') return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((done) => {
    timer = setTimeout(() => done(true), waitMs);
  });
  try {
    const listed = factory
      .databases()
      .then((databases) => databases.some((database) => database.name === LOCAL_DB_NAME));
    return await Promise.race([listed, late]);
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}
