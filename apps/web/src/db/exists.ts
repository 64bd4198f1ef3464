import { LOCAL_DB_NAME } from './name';

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
