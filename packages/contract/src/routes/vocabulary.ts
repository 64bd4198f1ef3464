import { z } from 'zod';
import {
  addWordRequestSchema,
  ankiReadRequestSchema,
  ankiReadResultSchema,
  batchRequestSchema,
  batchResultSchema,
  exportQuerySchema,
  importRequestSchema,
  importResultSchema,
  listWordsQuerySchema,
  updateWordRequestSchema,
  vocabularyStatsSchema,
  vocabularyWordSchema,
  wordIdParamsSchema,
  wordListSchema,
} from '../vocabulary';
import { VOCABULARY_EXPORT_CONTENT_TYPES } from '../vocabulary-constants';
import {
  reviewListQuerySchema,
  reviewListSchema,
  reviewRequestSchema,
  statsQuerySchema,
} from '../vocabulary-review';
import { defineRoutes } from './define';

/** Every call needs login; another user's word answers 404 and is never touched. */
export const vocabularyRoutes = defineRoutes({
  addWord: {
    method: 'POST',
    path: '/vocabulary/words',
    auth: 'required',
    description:
      'Adds a word; the same word in any letter case answers 409 WORD_ALREADY_EXISTS, a full notebook 409 NOTEBOOK_FULL.',
    body: addWordRequestSchema,
    status: 201,
    response: vocabularyWordSchema,
    errors: [400, 401, 409],
  },
  listWords: {
    method: 'GET',
    path: '/vocabulary/words',
    auth: 'required',
    query: listWordsQuerySchema,
    response: wordListSchema,
    errors: [400, 401],
  },
  getWord: {
    method: 'GET',
    path: '/vocabulary/words/:id',
    auth: 'required',
    params: wordIdParamsSchema,
    response: vocabularyWordSchema,
    errors: [401, 404],
  },
  updateWord: {
    method: 'PUT',
    path: '/vocabulary/words/:id',
    idempotent: true,
    auth: 'required',
    params: wordIdParamsSchema,
    body: updateWordRequestSchema,
    response: vocabularyWordSchema,
    errors: [400, 401, 404],
  },
  deleteWord: {
    method: 'DELETE',
    path: '/vocabulary/words/:id',
    auth: 'required',
    params: wordIdParamsSchema,
    response: z.object({ id: z.string() }),
    errors: [401, 404],
  },
  getStats: {
    method: 'GET',
    path: '/vocabulary/stats',
    auth: 'required',
    description:
      "Days (reviewed today, the streak) follow tz, the learner's IANA time zone (UTC by default).",
    query: statsQuerySchema,
    response: vocabularyStatsSchema,
    errors: [400, 401],
  },
  listDueReviews: {
    method: 'GET',
    path: '/vocabulary/review',
    auth: 'required',
    description:
      'Due words (never reviewed, or past their next review date): unreviewed first, then the longest waiting.',
    query: reviewListQuerySchema,
    response: reviewListSchema,
    errors: [400, 401],
  },
  reviewWord: {
    method: 'POST',
    path: '/vocabulary/words/:id/review',
    auth: 'required',
    description:
      'Rates a card (easy → FSRS Easy, normal → Good, again → Again) and answers the rescheduled word.',
    params: wordIdParamsSchema,
    body: reviewRequestSchema,
    response: vocabularyWordSchema,
    errors: [400, 401, 404],
  },
  batch: {
    method: 'POST',
    path: '/vocabulary/batch',
    auth: 'required',
    description: 'markMastered | markUnmastered | delete | addTags on up to 500 of your words.',
    body: batchRequestSchema,
    response: batchResultSchema,
    errors: [400, 401],
  },
  exportWords: {
    method: 'GET',
    path: '/vocabulary/export',
    auth: 'required',
    kind: 'download',
    description:
      "A file download, streamed: JSON (every field), CSV (the recognised columns, formula cells prefixed with ') or an Anki .apkg. One export per learner at a time (409 EXPORT_IN_PROGRESS).",
    query: exportQuerySchema,
    contentTypes: [...new Set(Object.values(VOCABULARY_EXPORT_CONTENT_TYPES))],
    errors: [400, 401, 409],
  },
  importWords: {
    method: 'POST',
    path: '/vocabulary/import',
    auth: 'required',
    description:
      'Up to 10 000 words in one transaction; invalid rows are reported by row number. Words that would take the notebook past its limit: 409 NOTEBOOK_FULL, nothing written.',
    body: importRequestSchema,
    response: importResultSchema,
    errors: [400, 401, 409, 413],
  },
  readAnkiPackage: {
    method: 'POST',
    path: '/vocabulary/import/anki',
    auth: 'required',
    description:
      'Reads an Anki package (base64) into words for POST /vocabulary/import; stores nothing. 413 ANKI_PACKAGE_TOO_LARGE past the size limits, 400 ANKI_PACKAGE_INVALID for anything else it cannot read.',
    body: ankiReadRequestSchema,
    response: ankiReadResultSchema,
    errors: [400, 401, 413],
  },
});
