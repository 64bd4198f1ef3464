import type { LocalDb } from './database';
import type { MigrationMark } from './table';

export type { MigrationMark } from './table';

/**
 * The local records the migration tool uploads, by kind, with the table each lives in. A row
 * the server has confirmed gets `migratedAt` (a stored field, not an index: no new database
 * version), which is what lets the old-data clean-up remove it later — never before.
 */
export const MIGRATED_TABLES = {
  session: 'practiceSessions',
  word: 'vocabularyWords',
  chatSession: 'chatSessions',
  message: 'chatHistory',
} as const;
export type MigratedKind = keyof typeof MIGRATED_TABLES;

/** Marks these rows as held by the server. */
export async function markMigrated(
  db: LocalDb,
  kind: MigratedKind,
  ids: readonly string[],
  at: string,
): Promise<void> {
  if (ids.length === 0) return;
  const table = db.table<MigrationMark & { id: string }, string>(MIGRATED_TABLES[kind]);
  await db.transaction('rw', table, async () => {
    await table
      .where('id')
      .anyOf([...ids])
      .modify({ migratedAt: at });
  });
}

/** Whether the server holds this row: migrated, or a practice set it kept all along. */
export const isOnServer = (row: MigrationMark & { serverSessionId?: string | null }) =>
  Boolean(row.migratedAt) || Boolean(row.serverSessionId);
