import { VOCABULARY } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** GET /api/vocabulary/review — the due words, unreviewed first, then the longest waiting. */
export const listDueWords = (signal?: AbortSignal) =>
  api
    .call(routes.vocabulary.listDueReviews, {
      query: { limit: VOCABULARY.reviewFetchLimit },
      signal,
    })
    .then((list) => list.words);
