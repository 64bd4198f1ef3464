import { sql } from 'kysely';
import { isPostgres } from '../../db/database';
import type { Db } from '../../db/schema';

/** Namespace of the per-learner advisory lock below (no other lock uses it). */
const CHAT_SESSIONS_LOCK = 7_274_401;

/**
 * Session-creating transactions of one learner take turns on PostgreSQL, so two of them cannot
 * both count the last free place (or both miss the same empty session). SQLite has a single
 * writer already. Take it first in the transaction, before reading the count.
 */
export async function lockLearnerSessions(trx: Db, userId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(${CHAT_SESSIONS_LOCK}, hashtext(${userId}))`.execute(trx);
}
