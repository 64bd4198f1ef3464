import { sql, type Kysely } from 'kysely';

/**
 * A mock's clock starts when the learner starts listening, not when the form is assembled:
 * `listening_started_at` is null until then, and the section ends are set at that moment.
 * Tests that already exist started when they were created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mock_tests').addColumn('listening_started_at', 'text').execute();
  await sql`update mock_tests set listening_started_at = created_at`.execute(db);
  // One unfinished form per learner is looked up on every start.
  await db.schema
    .createIndex('mock_tests_user_open_idx')
    .on('mock_tests')
    .columns(['user_id', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mock_tests_user_open_idx').execute();
  await db.schema.alterTable('mock_tests').dropColumn('listening_started_at').execute();
}
