import {
  VOCABULARY_LIMITS,
  VOCABULARY_MESSAGES,
  batchRequestSchema,
  type BatchRequest,
  type BatchResult,
  type User,
} from '@toeic-ace/contract';
import { json, time } from '../../db/codec';
import type { Db } from '../../db/schema';
import { ValidationError } from '../../errors';
import * as repo from './vocabulary.repository';

/**
 * One operation on many words in one transaction. Only the caller's words are touched: ids of
 * other users (or unknown ids) match nothing and are not counted.
 */
export async function runBatch(
  db: Db,
  clock: () => Date,
  user: User,
  raw: BatchRequest,
): Promise<BatchResult> {
  const request = batchRequestSchema.parse(raw);
  const ids = [...new Set(request.wordIds)];
  const now = time.now(clock);
  const affected = await db.transaction().execute(async (trx) => {
    switch (request.operation) {
      case 'markMastered':
        return repo.setMastered(trx, user.id, ids, true, now);
      case 'markUnmastered':
        return repo.setMastered(trx, user.id, ids, false, now);
      case 'delete':
        return repo.deleteWords(trx, user.id, ids);
      case 'addTags':
        return addTags(trx, user.id, ids, request.tags ?? [], now);
    }
  });
  return { message: VOCABULARY_MESSAGES.batchSucceeded, affected };
}

async function addTags(db: Db, userId: string, ids: string[], tags: string[], now: string) {
  const rows = await repo.wordsByIds(db, userId, ids);
  for (const row of rows) {
    const merged = [...new Set([...json.fromDb(row.tags), ...tags])];
    if (merged.length > VOCABULARY_LIMITS.tagsMax) {
      throw new ValidationError(`A word holds at most ${VOCABULARY_LIMITS.tagsMax} tags`, [
        { path: 'tags', message: 'too many tags for a word', code: 'too_big' },
      ]);
    }
    await repo.updateWord(db, userId, row.id, { tags: json.toDb(merged), updated_at: now });
  }
  return rows.length;
}
