import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  VOCABULARY_LIMITS,
  importRequestSchema,
  importWordSchema,
  type ImportRequest,
  type ImportResult,
  type User,
} from '@toeic-ace/contract';
import { time } from '../../../db/codec';
import type { Db } from '../../../db/schema';
import { rowFromImport, wordKey, type NewWordRow } from '../vocabulary.dto';
import * as repo from '../vocabulary.repository';

/** "Row n: field: problem" for the first problem of a row (n counts the words from 1). */
function rowError(row: number, error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join('.');
  return `Row ${row}: ${path ? `${path}: ` : ''}${issue?.message ?? 'invalid word'}`;
}

/**
 * Checks every word, then writes the valid ones in one transaction: a row is written whole or
 * not at all, and a failure writes nothing. Words already in the notebook (any letter case) are
 * replaced when asked, else skipped; a word repeated in the file counts once, its first
 * occurrence wins.
 */
export async function importWords(
  db: Db,
  clock: () => Date,
  user: User,
  raw: ImportRequest,
): Promise<ImportResult> {
  const request = importRequestSchema.parse(raw);
  const now = time.now(clock);
  // Words without a creation time get one a millisecond apart, ending now, so the notebook
  // lists them in file order.
  const firstMs = clock().getTime() - request.words.length;
  const errors: string[] = [];
  const rows: NewWordRow[] = [];
  const seen = new Set<string>();
  let skipCount = 0;
  request.words.forEach((candidate, index) => {
    const parsed = importWordSchema.safeParse(candidate);
    if (!parsed.success) {
      errors.push(rowError(index + 1, parsed.error));
      return;
    }
    const key = wordKey(parsed.data.word);
    if (seen.has(key)) {
      skipCount += 1;
      return;
    }
    seen.add(key);
    const createdAt = parsed.data.createdAt ?? new Date(firstMs + index + 1).toISOString();
    rows.push(rowFromImport(user.id, randomUUID(), { ...parsed.data, createdAt }, now));
  });

  const successCount = await db.transaction().execute(async (trx) => {
    if (request.replaceExisting) return repo.insertWords(trx, rows, 'replace');
    const existing = await repo.wordKeys(trx, user.id);
    const fresh = rows.filter((r) => !existing.has(r.word_key));
    skipCount += rows.length - fresh.length;
    const written = await repo.insertWords(trx, fresh, 'skip');
    // A word added by another request meanwhile is skipped by the insert itself.
    skipCount += fresh.length - written;
    return written;
  });

  return {
    totalWords: request.words.length,
    successCount,
    skipCount,
    errorCount: errors.length,
    errors: errors.slice(0, VOCABULARY_LIMITS.importMaxErrorsListed),
  };
}
