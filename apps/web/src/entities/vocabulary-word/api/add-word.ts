import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { isApiClientError } from '@/lib/api-error';
import { hasAccessToken } from '@/lib/token-storage';
import { saveLocalWord } from '../local-words';
import type { WordToAdd } from '../word-to-add';

/**
 * added / exists / full: the server's answer (full: the notebook is at its limit);
 * saved-locally: kept in this browser until it can sync.
 */
export type AddOutcome = 'added' | 'exists' | 'full' | 'saved-locally' | 'failed';

export const addWordRequest = (input: WordToAdd) =>
  api.call(routes.vocabulary.addWord, {
    body: {
      word: input.word,
      context: input.context || null,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      language: input.language,
    },
  });

export const isAlreadyExists = (error: unknown) =>
  isApiClientError(error) && error.code === 'WORD_ALREADY_EXISTS';

/** 409 NOTEBOOK_FULL: no new word fits until the learner deletes some. */
export const isNotebookFull = (error: unknown) =>
  isApiClientError(error) && error.code === 'NOTEBOOK_FULL';

/** The server cannot be reached or no longer knows the learner: keep the word here instead. */
export const cannotReachAccount = (error: unknown) =>
  isApiClientError(error) &&
  (error.code === 'NETWORK_ERROR' ||
    error.code === 'NO_REFRESH_TOKEN' ||
    error.code === 'REFRESH_FAILED' ||
    error.status === 401);

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * POST /api/vocabulary/words when signed in and online (409 WORD_ALREADY_EXISTS = exists);
 * signed out, offline or cut off on the way, the word goes to the local notebook instead, and
 * the word sync sends it once the learner is back.
 */
export async function addWordToNotebook(input: WordToAdd): Promise<AddOutcome> {
  if (hasAccessToken() && online()) {
    try {
      await addWordRequest(input);
      return 'added';
    } catch (error) {
      if (isAlreadyExists(error)) return 'exists';
      if (isNotebookFull(error)) return 'full';
      if (!cannotReachAccount(error)) return 'failed';
    }
  }
  try {
    return (await saveLocalWord(input)) === 'exists' ? 'exists' : 'saved-locally';
  } catch {
    return 'failed';
  }
}
