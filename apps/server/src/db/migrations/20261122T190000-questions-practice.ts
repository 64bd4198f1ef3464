import type { Kysely } from 'kysely';

/**
 * The shared question pool (bank items and accepted AI items, deduplicated by content hash), what
 * each user has seen, and practice sessions with their questions and answers. Answer keys live
 * only here: the server scores from its own copy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_hash', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'text')
    .addColumn('correct_answer', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('questions_part_difficulty_idx')
    .on('questions')
    .columns(['part', 'difficulty'])
    .execute();

  await db.schema
    .createTable('question_views')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_views_pk', ['user_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('practice_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_type', 'text', (c) => c.notNull())
    .addColumn('question_type', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('total_questions', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('score', 'integer')
    .addColumn('correct_answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time_spent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('practice_sessions_user_created_idx')
    .on('practice_sessions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('session_questions')
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('practice_sessions.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (c) => c.notNull().references('questions.id'))
    .addColumn('question_order', 'integer', (c) => c.notNull())
    .addColumn('answer', 'integer')
    .addColumn('time_spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_at', 'text')
    .addPrimaryKeyConstraint('session_questions_pk', ['session_id', 'question_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_questions').execute();
  await db.schema.dropTable('practice_sessions').execute();
  await db.schema.dropTable('question_views').execute();
  await db.schema.dropTable('questions').execute();
}
