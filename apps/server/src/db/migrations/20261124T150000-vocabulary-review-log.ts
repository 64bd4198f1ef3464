import type { Kysely } from 'kysely';

/**
 * One row per flashcard rating, appended and never changed: the learner's history that the
 * streak is counted from and that per-learner FSRS parameters can later be optimised on. The
 * word reference is cleared rather than the row deleted when a word goes, so the history (and
 * the streak) outlive the notebook entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vocabulary_review_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('word_id', 'text', (c) => c.references('vocabulary_words.id').onDelete('set null'))
    .addColumn('rating', 'text', (c) => c.notNull())
    .addColumn('response_time', 'double precision', (c) => c.notNull())
    .addColumn('reviewed_at', 'text', (c) => c.notNull())
    .addColumn('state_before', 'integer', (c) => c.notNull())
    .addColumn('state_after', 'integer', (c) => c.notNull())
    .addColumn('stability_before', 'double precision')
    .addColumn('stability_after', 'double precision', (c) => c.notNull())
    .addColumn('difficulty_before', 'double precision')
    .addColumn('difficulty_after', 'double precision', (c) => c.notNull())
    .addColumn('due_before', 'text')
    .addColumn('due_after', 'text', (c) => c.notNull())
    .addColumn('elapsed_days', 'double precision', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .execute();

  // Streak and per-day counts read one user's ratings by time.
  await db.schema
    .createIndex('vocabulary_review_logs_user_time_idx')
    .on('vocabulary_review_logs')
    .columns(['user_id', 'reviewed_at'])
    .execute();
  // A word's own history (and the set-null on delete) look rows up by word.
  await db.schema
    .createIndex('vocabulary_review_logs_word_idx')
    .on('vocabulary_review_logs')
    .column('word_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vocabulary_review_logs').execute();
}
