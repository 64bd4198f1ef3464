import type { User } from '@toeic-ace/contract';
import type { Db } from '../../../db/schema';
import * as repo from '../vocabulary.repository';
import { importWords } from './vocabulary.import';

/**
 * Words brought in by the migration tool: the notebook's own import (existing words, in any
 * letter case, are kept as they are). In the import's transaction, after the words, `record`
 * gets the id of every word of the notebook by its key, so the caller records which local word
 * became which together with the words: both commit or neither. Answers how many were created.
 */
export async function importWordsForMigration(
  db: Db,
  clock: () => Date,
  user: User,
  words: readonly unknown[],
  record: (trx: Db, idsByKey: Map<string, string>) => Promise<void>,
): Promise<number> {
  if (words.length === 0) return 0;
  const result = await importWords(
    db,
    clock,
    user,
    { words: [...words], replaceExisting: false },
    async (trx) => record(trx, await repo.wordKeys(trx, user.id)),
  );
  return result.successCount;
}

/** How many words the user's notebook holds. */
export const countUserWords = (db: Db, userId: string) => repo.countWords(db, userId, {});
