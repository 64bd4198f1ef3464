import type { User } from '@toeic-ace/contract';
import type { Db } from '../../../db/schema';
import * as repo from '../vocabulary.repository';
import { importWords } from './vocabulary.import';

/**
 * Words brought in by the migration tool: the notebook's own import (existing words, in any
 * letter case, are kept as they are), then the id of every word of the notebook by its key, so
 * the caller can record which local word became which.
 */
export async function importWordsForMigration(
  db: Db,
  clock: () => Date,
  user: User,
  words: readonly unknown[],
): Promise<{ created: number; idsByKey: Map<string, string> }> {
  const result =
    words.length === 0
      ? { successCount: 0 }
      : await importWords(db, clock, user, { words: [...words], replaceExisting: false });
  return { created: result.successCount, idsByKey: await repo.wordKeys(db, user.id) };
}

/** How many words the user's notebook holds. */
export const countUserWords = (db: Db, userId: string) => repo.countWords(db, userId, {});
