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
import { isPostgres } from '../../../db/database';
import type { Db } from '../../../db/schema';
import { pacer, yieldToEventLoop } from '../../../runtime/event-loop';
import { rowFromImport, wordKey, type NewWordRow } from '../vocabulary.dto';
import { checkRoom, lockNotebook } from '../notebook-limit';
import * as repo from '../vocabulary.repository';
import {
  countFresh,
  createStage,
  dropStage,
  mergeStage,
  stageRows,
} from './import-stage.repository';

/** "Row n: field: problem" for the first problem of a row (n counts the words from 1). */
function rowError(row: number, error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join('.');
  return `Row ${row}: ${path ? `${path}: ` : ''}${issue?.message ?? 'invalid word'}`;
}

interface CheckedImport {
  rows: NewWordRow[];
  errors: string[];
  /** Words repeated in the file: the first occurrence wins. */
  repeated: number;
}

/**
 * Checks every word and builds its row, before any write and in slices: 10 000 words with
 * their meanings take hundreds of milliseconds to validate, which would otherwise hold every
 * other request (and /api/health) for as long.
 */
async function checkWords(
  candidates: readonly unknown[],
  userId: string,
  clock: () => Date,
): Promise<CheckedImport> {
  const now = time.now(clock);
  // Words without a creation time get one a millisecond apart, ending now, so the notebook
  // lists them in file order.
  const firstMs = clock().getTime() - candidates.length;
  const checked: CheckedImport = { rows: [], errors: [], repeated: 0 };
  const seen = new Set<string>();
  const pace = pacer(10, 32);
  for (const [index, candidate] of candidates.entries()) {
    if (pace()) await yieldToEventLoop();
    const parsed = importWordSchema.safeParse(candidate);
    if (!parsed.success) {
      checked.errors.push(rowError(index + 1, parsed.error));
      continue;
    }
    const key = wordKey(parsed.data.word);
    if (seen.has(key)) {
      checked.repeated += 1;
      continue;
    }
    seen.add(key);
    const createdAt = parsed.data.createdAt ?? new Date(firstMs + index + 1).toISOString();
    checked.rows.push(rowFromImport(userId, randomUUID(), { ...parsed.data, createdAt }, now));
  }
  return checked;
}

/**
 * Writes the checked rows in one transaction: all of them or, on any failure, none. Words the
 * notebook holds already are replaced when asked, else skipped; new words that would take the
 * notebook past its limit fail the whole import with 409 NOTEBOOK_FULL. The rows are staged
 * first (import-stage.repository.ts); on SQLite outside the transaction, so that it holds the
 * one shared connection only for the final copy. Answers how many were written and skipped.
 */
async function writeRows(
  db: Db,
  userId: string,
  rows: readonly NewWordRow[],
  replaceExisting: boolean,
  alsoInTransaction?: AlsoInTransaction,
): Promise<{ written: number; skipped: number }> {
  if (rows.length === 0) return { written: 0, skipped: 0 };
  const columns = Object.keys(rows[0]!) as (keyof NewWordRow & string)[];
  const merge = async (trx: Db, stage: string) => {
    await lockNotebook(trx, userId);
    const [holding, fresh] = await Promise.all([
      repo.countWords(trx, userId, {}),
      countFresh(trx, stage, userId),
    ]);
    checkRoom(holding, fresh);
    const written = await mergeStage(trx, stage, columns, replaceExisting ? 'replace' : 'skip');
    await alsoInTransaction?.(trx);
    // Skipped: words already there, and words another request added meanwhile.
    return { written, skipped: replaceExisting ? 0 : rows.length - written };
  };
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      const stage = await createStage(trx);
      await stageRows(trx, stage, rows);
      return merge(trx, stage);
    });
  }
  const stage = await createStage(db);
  try {
    await stageRows(db, stage, rows);
    return await db.transaction().execute((trx) => merge(trx, stage));
  } finally {
    await dropStage(db, stage);
  }
}

/**
 * More writes of the caller's, in the import's transaction after the words (the migration
 * records there which local word became which): they commit with the words or not at all.
 */
export type AlsoInTransaction = (trx: Db) => Promise<void>;

/**
 * Checks every word, then writes the valid ones in one transaction: a row is written whole or
 * not at all, and a failure writes nothing. A word repeated in the file counts once.
 */
export async function importWords(
  db: Db,
  clock: () => Date,
  user: User,
  raw: ImportRequest,
  alsoInTransaction?: AlsoInTransaction,
): Promise<ImportResult> {
  const request = importRequestSchema.parse(raw);
  const checked = await checkWords(request.words, user.id, clock);
  const { written, skipped } = await writeRows(
    db,
    user.id,
    checked.rows,
    request.replaceExisting,
    alsoInTransaction,
  );
  return {
    totalWords: request.words.length,
    successCount: written,
    skipCount: checked.repeated + skipped,
    errorCount: checked.errors.length,
    errors: checked.errors.slice(0, VOCABULARY_LIMITS.importMaxErrorsListed),
  };
}
