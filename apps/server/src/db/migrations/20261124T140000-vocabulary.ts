import type { Kysely } from 'kysely';

/**
 * The vocabulary notebook: one row per word and user. `word_key` is the word lower-cased by the
 * app (the same Unicode rules on both dialects), so the unique index makes a word
 * case-insensitive per user without expression indexes; `search_text` is the lower-cased text
 * that search matches (word, definition, meanings, notes). Room is left for the dictionary
 * (definition columns, JSON meanings / jlpt) and the flashcard scheduler (fsrs_* memory state,
 * null until a card is reviewed with it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vocabulary_words')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('word_key', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('context', 'text')
    .addColumn('notes', 'text')
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('mastered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('definition', 'text')
    .addColumn('phonetic', 'text')
    .addColumn('audio_url', 'text')
    .addColumn('meanings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reading', 'text')
    .addColumn('jlpt', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('commonality', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ease_index', 'double precision', (c) => c.notNull().defaultTo(2.5))
    .addColumn('interval_days', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('next_review_date', 'text')
    .addColumn('last_review_date', 'text')
    .addColumn('fsrs_stability', 'double precision')
    .addColumn('fsrs_difficulty', 'double precision')
    .addColumn('fsrs_state', 'integer')
    .addColumn('fsrs_lapses', 'integer')
    .addColumn('fsrs_learning_steps', 'integer')
    .execute();

  // One word per user in any letter case; also serves the alphabetical sort.
  await db.schema
    .createIndex('vocabulary_words_user_word_key_idx')
    .on('vocabulary_words')
    .columns(['user_id', 'word_key'])
    .unique()
    .execute();
  // The default list (newest first), recent-word counts and the export order.
  await db.schema
    .createIndex('vocabulary_words_user_created_idx')
    .on('vocabulary_words')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  // The mastered filter and sort.
  await db.schema
    .createIndex('vocabulary_words_user_mastered_idx')
    .on('vocabulary_words')
    .columns(['user_id', 'mastered', 'created_at', 'id'])
    .execute();
  // Due words (review list and the stats count).
  await db.schema
    .createIndex('vocabulary_words_user_due_idx')
    .on('vocabulary_words')
    .columns(['user_id', 'mastered', 'next_review_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vocabulary_words').execute();
}
