import { useInfiniteQuery } from '@tanstack/react-query';
import type { MistakesQuery } from '@toeic-ace/contract';
import { MISTAKES_KEY } from '@/entities/mistakes/api/get-summary';
import { routes } from '@/lib/routes';
import { api, type CallOptions } from '@/lib/api-client';
import { screenRead } from '@/lib/query-client';

/** GET /api/mistakes?due&part&page — newest due first, a page at a time. */
export const listMistakes = (query: MistakesQuery, options: CallOptions = {}) =>
  api.call(routes.mistakes.listMistakes, { query, ...options });

export type DueFilter = 'all' | 'due' | 'later';

const DUE_QUERY: Record<DueFilter, 'true' | 'false' | undefined> = {
  all: undefined,
  due: 'true',
  later: 'false',
};

export const useMistakeList = (due: DueFilter, part: number | null) =>
  useInfiniteQuery({
    queryKey: [...MISTAKES_KEY, 'list', due, part],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      listMistakes(
        {
          page: pageParam,
          ...(DUE_QUERY[due] ? { due: DUE_QUERY[due] } : {}),
          ...(part ? { part } : {}),
        },
        { signal, retry: false },
      ),
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 0,
    ...screenRead,
  });
