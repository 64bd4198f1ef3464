import type { Kysely } from 'kysely';

/**
 * When a refresh token was replaced by its successor, kept apart from revoked_at: a rotated token
 * may still be presented for a few seconds (parallel refreshes from several tabs) and answered
 * with the same successor, while a revoked one never is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('rotated_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('rotated_at').execute();
}
