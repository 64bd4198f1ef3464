import type { Kysely } from 'kysely';

/**
 * What the pool last took from the built-in bank: the revision (a hash of the bank as its data
 * files built it) once every item was inserted, rewritten or retired to match. A start whose bank
 * has the same revision has nothing to compare, so seeding costs one read instead of comparing
 * every item with its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_bank_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('question_bank_state').execute();
}
