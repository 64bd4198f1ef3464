import type { Kysely } from 'kysely';

/**
 * Timed mock tests: the form (questions in order, with their part and section) and the
 * learner's answers. The clock lives in the row (both section ends are fixed at creation), and
 * the scores are written once, at submission, from the questions' stored keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mock_tests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('listening_ends_at', 'text', (c) => c.notNull())
    .addColumn('reading_ends_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    // JSON: the MockResult, computed once from the stored keys at submission.
    .addColumn('result', 'text')
    .execute();
  await db.schema
    .createIndex('mock_tests_user_created_idx')
    .on('mock_tests')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('mock_test_questions')
    .addColumn('mock_id', 'text', (c) =>
      c.notNull().references('mock_tests.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (c) => c.notNull().references('questions.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('answer', 'integer')
    .addColumn('first_answered_at', 'text')
    .addColumn('answered_at', 'text')
    .addPrimaryKeyConstraint('mock_test_questions_pk', ['mock_id', 'question_id'])
    .execute();
  // "Which items has this learner met in a mock" joins through the question id.
  await db.schema
    .createIndex('mock_test_questions_question_idx')
    .on('mock_test_questions')
    .column('question_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mock_test_questions').execute();
  await db.schema.dropTable('mock_tests').execute();
}
