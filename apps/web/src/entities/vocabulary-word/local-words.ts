import { localDb, type LocalDb } from '@/db/database';
import type { VocabularyWordRecord } from '@/db/tables/vocabulary';
import type { WordToAdd } from './word-to-add';

/** Is the word (in any letter case) among the words kept in this browser? */
export async function hasLocalWord(word: string, db: LocalDb = localDb()): Promise<boolean> {
  return (await db.vocabularyWords.where('word').equalsIgnoreCase(word).count()) > 0;
}

/**
 * Keeps a word added while signed out or offline in the local notebook, pending its trip to
 * the server. 'exists' when the browser already holds it (the server's rule, applied here).
 */
export async function saveLocalWord(
  input: WordToAdd,
  db: LocalDb = localDb(),
  now: () => Date = () => new Date(),
): Promise<'saved' | 'exists'> {
  return db.transaction('rw', db.vocabularyWords, async () => {
    if (await hasLocalWord(input.word, db)) return 'exists';
    const record: VocabularyWordRecord = {
      id: crypto.randomUUID(),
      word: input.word,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      addedAt: now().toISOString(),
      mastered: 0,
      phonetic: null,
      meanings: [],
      language: input.language,
      reading: null,
      jlpt: [],
      commonality: null,
      context: input.context || null,
      definition: null,
      notes: null,
      sync: 'pending',
      syncedAt: null,
    };
    await db.vocabularyWords.add(record);
    return 'saved';
  });
}

/** Words of this browser still waiting for the server, oldest first. */
export async function pendingLocalWords(db: LocalDb = localDb()): Promise<VocabularyWordRecord[]> {
  const rows = await db.vocabularyWords.filter((row) => row.sync === 'pending').toArray();
  return rows.sort((a, b) => a.addedAt.localeCompare(b.addedAt));
}

/** The lower-cased words kept in this browser, among `words`. */
export async function localWordsAmong(
  words: readonly string[],
  db: LocalDb = localDb(),
): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const rows = await db.vocabularyWords
    .where('word')
    .anyOfIgnoreCase([...words])
    .toArray();
  return new Set(rows.map((row) => row.word.toLowerCase()));
}
