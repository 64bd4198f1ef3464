import { sql } from 'kysely';
import { isPostgres } from './database';
import type { Db } from './schema';

/**
 * Namespaces of the per-learner advisory locks: one per kind of limited thing a learner owns,
 * so a notebook writer never waits on a chat writer.
 */
export const LEARNER_LOCKS = {
  notebook: 7_274_400,
  chatSessions: 7_274_401,
  mockStart: 7_274_402,
  /** A learner's answers taken into their mistakes and their ability estimate. */
  learning: 7_274_403,
} as const;

/**
 * Transactions of one learner that check a limit and then write take turns on PostgreSQL, so
 * two of them cannot both count the same last free place. SQLite has a single writer already.
 * Take it first in the transaction, before reading the count: it then waits holding nothing
 * another transaction needs. Released when the transaction ends.
 */
export async function lockLearner(
  trx: Db,
  kind: keyof typeof LEARNER_LOCKS,
  userId: string,
): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(${LEARNER_LOCKS[kind]}, hashtext(${userId}))`.execute(trx);
}
