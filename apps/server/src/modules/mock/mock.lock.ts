import { sql } from 'kysely';
import { isPostgres } from '../../db/database';
import type { Db } from '../../db/schema';

/** Namespace of the per-learner advisory lock below (no other lock uses it). */
const MOCK_START_LOCK = 7_274_402;

/**
 * Mock-creating transactions of one learner take turns on PostgreSQL, so two parallel starts
 * cannot both find no unfinished form. SQLite has a single writer already.
 */
export async function lockLearnerMocks(trx: Db, userId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(${MOCK_START_LOCK}, hashtext(${userId}))`.execute(trx);
}
