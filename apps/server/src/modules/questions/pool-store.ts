import type { Db } from '../../db/schema';
import { parseStored, toRow, type QuestionRecord, type StoredQuestion } from './question-record';
import {
  findIdsByHashes,
  findRowsByIds,
  findSeenIds,
  insertQuestions,
} from './questions.repository';

/**
 * Adds accepted AI questions to the shared pool. An item whose content is already stored is not
 * stored again: the existing row is served instead, unless this user has seen it already.
 * Returns the rows to serve, in the order given.
 */
export async function storeAccepted(
  db: Db,
  userId: string,
  records: readonly QuestionRecord[],
  now: Date,
): Promise<StoredQuestion[]> {
  if (records.length === 0) return [];
  const rows = records.map((r) => toRow(r, now.toISOString()));
  const stored = await db.transaction().execute(async (trx) => {
    await insertQuestions(trx, rows);
    const byHash = new Map(
      (
        await findIdsByHashes(
          trx,
          rows.map((r) => r.content_hash),
        )
      ).map((r) => [r.content_hash, r.id]),
    );
    const ids = rows.map((r) => byHash.get(r.content_hash) ?? r.id);
    return { ids, found: await findRowsByIds(trx, ids) };
  });
  const reused = stored.ids.filter((id, i) => id !== rows[i]?.id);
  const seen = new Set(await findSeenIds(db, userId, reused));
  const byId = new Map(stored.found.map((row) => [row.id, row]));
  return [...new Set(stored.ids)]
    .filter((id) => !seen.has(id))
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map(parseStored);
}
