import type { Kysely } from 'kysely';

/**
 * Looked-up word definitions, shared by every user: one row per word and language, answered
 * from here until it expires (a week after the lookup).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dictionary_cache')
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('cached_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dictionary_cache_pkey', ['word', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dictionary_cache').execute();
}
