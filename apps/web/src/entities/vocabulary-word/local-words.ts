import type { LocalDb } from '@/db/database';
import { openLocalDb } from '@/db/open';
import type { VocabularyWordRecord } from '@/db/tables/vocabulary';
import type { WordToAdd } from './word-to-add';

/** Is the word (in any letter case) among the words kept in this browser? */
export async function hasLocalWord(word: string, store?: LocalDb): Promise<boolean> {
  const db = store ?? (await openLocalDb());
  return (await db.vocabularyWords.where('word').equalsIgnoreCase(word).count()) > 0;
}

/**
 * Keeps a word added while signed out or offline in the local notebook, pending its trip to
 * the server. 'exists' when the browser already holds it (the server's rule, applied here).
 */
export async function saveLocalWord(
  input: WordToAdd,
  store?: LocalDb,
  now: () => Date = () => new Date(),
): Promise<'saved' | 'exists'> {
  const db = store ?? (await openLocalDb());
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
export async function pendingLocalWords(store?: LocalDb): Promise<VocabularyWordRecord[]> {
  const db = store ?? (await openLocalDb());
  const rows = await db.vocabularyWords.filter((row) => row.sync === 'pending').toArray();
  return rows.sort((a, b) => a.addedAt.localeCompare(b.addedAt));
}

/** The lower-cased words kept in this browser, among `words`. */
export async function localWordsAmong(
  words: readonly string[],
  store?: LocalDb,
): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const db = store ?? (await openLocalDb());
  const rows = await db.vocabularyWords
    .where('word')
    .anyOfIgnoreCase([...words])
    .toArray();
  return new Set(rows.map((row) => row.word.toLowerCase()));
}
