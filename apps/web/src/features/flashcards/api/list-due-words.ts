import { VOCABULARY } from '@toeic-ace/contract/rules';
import { routes } from '@/lib/routes';
import { api, type CallOptions } from '@/lib/api-client';

/** GET /api/vocabulary/review — the due words, unreviewed first, then the longest waiting. */
export const listDueWords = (options: CallOptions = {}) =>
  api
    .call(routes.vocabulary.listDueReviews, {
      query: { limit: VOCABULARY.reviewFetchLimit },
      ...options,
    })
    .then((list) => list.words);
