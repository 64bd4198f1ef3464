import { sql, type Kysely } from 'kysely';

/**
 * Who wrote a word's definition: 'learner' (typed, or brought in a file) or 'dictionary' (the
 * equivalents a look-up stored); null when there is none. Until now the web guessed: a
 * definition was the learner's when the word had no meanings or had been imported, which also
 * called the dictionary's equivalents on an imported word the learner's. Existing rows keep
 * that reading: a definition before any look-up, or one on an imported word, is the learner's
 * (the safer mistake: the learner's text is never labelled as the dictionary's); any other
 * definition was written by a look-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vocabulary_words').addColumn('definition_source', 'text').execute();
  await sql`
    update vocabulary_words
    set definition_source = case
      when meanings = '[]' or source_type = 'import' then 'learner'
      else 'dictionary'
    end
    where definition is not null and definition <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vocabulary_words').dropColumn('definition_source').execute();
}
