import { useInfiniteQuery } from '@tanstack/react-query';
import { VOCABULARY } from '@toeic-ace/contract/rules';
import type { ListWordsQuery } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api, type CallOptions } from '@/lib/api-client';
import { screenRead } from '@/lib/query-client';
import { VOCABULARY_KEY } from './keys';

export type WordFilter = Omit<ListWordsQuery, 'page' | 'limit'>;

/** GET /api/vocabulary/words — one page of the notebook. */
export const listWords = (query: ListWordsQuery, options: CallOptions = {}) =>
  api.call(routes.vocabulary.listWords, { query, ...options });

/** The notebook in pages of 50; the next page loads on "load more". */
export const useWordsQuery = (filter: WordFilter, userId: string) =>
  useInfiniteQuery({
    queryKey: [...VOCABULARY_KEY, 'words', userId, filter],
    queryFn: ({ pageParam, signal }) =>
      listWords(
        { ...filter, page: pageParam, limit: VOCABULARY.wordListPageSize },
        { signal, retry: false },
      ),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.totalPages ? pagination.page + 1 : undefined,
    ...screenRead,
  });
