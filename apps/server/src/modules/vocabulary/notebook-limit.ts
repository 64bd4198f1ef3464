import { VOCABULARY_LIMITS, notebookFullMessage } from '@toeic-ace/contract';
import { lockLearner } from '../../db/advisory-lock';
import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import * as repo from './vocabulary.repository';

const LIMIT = VOCABULARY_LIMITS.notebookMaxWords;

/** 409 NOTEBOOK_FULL: the limit and how many more words fit, in the message and the details. */
export class NotebookFullError extends AppError {
  constructor(room: number) {
    super(409, 'NOTEBOOK_FULL', notebookFullMessage(LIMIT, room), { limit: LIMIT, room });
  }
}

/** Throws NOTEBOOK_FULL unless `adding` new words fit beside the `holding` ones. */
export function checkRoom(holding: number, adding: number): void {
  const room = Math.max(0, LIMIT - holding);
  if (adding > room) throw new NotebookFullError(room);
}

/**
 * Word-creating transactions of one user take turns (db/advisory-lock.ts), so two of them
 * cannot both count the same last free places.
 */
export const lockNotebook = (trx: Db, userId: string) => lockLearner(trx, 'notebook', userId);

/**
 * The notebook limit for any writer of words (add, import, migration): throws 409 NOTEBOOK_FULL
 * when the words of `wordKeys` that the notebook does not hold yet would take it past
 * VOCABULARY_LIMITS.notebookMaxWords. Call it inside the transaction that writes the words,
 * before it writes any.
 */
export async function assertNotebookRoom(
  trx: Db,
  userId: string,
  wordKeys: readonly string[],
): Promise<void> {
  await lockNotebook(trx, userId);
  const keys = [...new Set(wordKeys)];
  const [holding, present] = await Promise.all([
    repo.countWords(trx, userId, {}),
    repo.countPresentKeys(trx, userId, keys),
  ]);
  checkRoom(holding, keys.length - present);
}
