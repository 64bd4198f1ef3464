import type { Kysely } from 'kysely';

/**
 * What the migration tool has brought into an account: one row per local record (kind + the id
 * it had in the browser) and the server record it became, so migrating again imports only what
 * is new. Rows stay when the server record is later deleted: a word the learner removed is not
 * brought back by the next run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('migration_sources')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('migration_sources_pk', ['user_id', 'kind', 'source_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('migration_sources').execute();
}
