import type { Kysely } from 'kysely';

/**
 * The mistakes notebook and the answers it learns from.
 * - question_attempts: every graded answer of a completed practice session or submitted mock
 *   test, one row per (session or test, question); the history a mistake shows and the answers
 *   ability estimates read.
 * - mistakes: a question the learner missed, with its FSRS card (the same fields the flashcards
 *   keep), due first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_attempts')
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('answer', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('review', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_attempts_pk', ['source_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('question_attempts_user_question_idx')
    .on('question_attempts')
    .columns(['user_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('mistakes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('due', 'text', (c) => c.notNull())
    .addColumn('stability', 'real', (c) => c.notNull())
    .addColumn('difficulty', 'real', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('successes', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'text', (c) => c.notNull())
    .addColumn('last_answer', 'integer')
    .addColumn('first_missed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mistakes_pk', ['user_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('mistakes_user_due_idx')
    .on('mistakes')
    .columns(['user_id', 'due'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mistakes').execute();
  await db.schema.dropTable('question_attempts').execute();
}
