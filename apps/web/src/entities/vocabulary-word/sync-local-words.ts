import type { LocalDb } from '@/db/database';
import { localDbMayExist } from '@/db/exists';
import { openLocalDb } from '@/db/open';
import { isApiClientError } from '@/lib/api-error';
import { hasAccessToken } from '@/lib/token-storage';
import {
  addWordRequest,
  cannotReachAccount,
  isAlreadyExists,
  isNotebookFull,
} from './api/add-word';
import { pendingLocalWords } from './local-words';

/** Rate limits, server errors and unknown failures pass: try again on the next run. */
const retryLater = (error: unknown) =>
  !isApiClientError(error) || error.status === 429 || error.status >= 500 || error.status === 0;

let running: Promise<number> | null = null;

/**
 * Sends the words added here while signed out or offline to the signed-in account, oldest
 * first. 409 WORD_ALREADY_EXISTS means the account already has the word: synced all the same;
 * 409 NOTEBOOK_FULL leaves it and the rest pending. Rows are marked,
 * never deleted (the migration tool reads them). Stops at the first network or sign-in failure
 * and leaves the rest pending. Answers how many were marked synced; one run at a time per tab.
 */
export function syncLocalWords(db?: LocalDb): Promise<number> {
  running ??= run(db).finally(() => {
    running = null;
  });
  return running;
}

async function run(store: LocalDb | undefined): Promise<number> {
  if (!hasAccessToken()) return 0;
  // No database in this browser (nothing was ever saved here): nothing to send, and no reason
  // to load the database library or create one.
  if (!store && !(await localDbMayExist())) return 0;
  const db = store ?? (await openLocalDb());
  let synced = 0;
  for (const row of await pendingLocalWords(db)) {
    let state: 'synced' | 'rejected';
    try {
      await addWordRequest({
        word: row.word,
        context: row.context ?? '',
        sourceType: row.sourceType,
        sourceId: row.sourceId,
        language: row.language,
      });
      state = 'synced';
    } catch (error) {
      // A full notebook refuses every word alike: they wait here until there is room.
      if (cannotReachAccount(error) || retryLater(error) || isNotebookFull(error)) break;
      // Any other answer but "already there" refuses this word itself: don't send it forever.
      state = isAlreadyExists(error) ? 'synced' : 'rejected';
    }
    await db.vocabularyWords.update(row.id, {
      sync: state,
      syncedAt: state === 'synced' ? new Date().toISOString() : null,
    });
    if (state === 'synced') synced += 1;
  }
  return synced;
}
