import { localDb, TABLES, type LocalDb } from './database';

/** The tables that hold one person's data, as their features declared them. */
export const USER_TABLES: readonly string[] = TABLES.filter((t) => t.perUser).map((t) => t.name);

/** Empties every per-user table; shared caches (questions, dictionary look-ups) stay. */
export async function clearUserTables(db: LocalDb = localDb()): Promise<void> {
  await Promise.all(USER_TABLES.map((name) => db.table(name).clear()));
}
