import { useQuery } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api, type CallOptions } from '@/lib/api-client';
import { screenRead } from '@/lib/query-client';
import { VOCABULARY_KEY } from './keys';

/** How many words match a search, all or mastered only (a one-word page carries the total). */
export const countWords = async (
  search: string | undefined,
  mastered: 'true' | undefined,
  options: CallOptions = {},
) => {
  const query = { limit: 1, ...(search ? { search } : {}), ...(mastered ? { mastered } : {}) };
  const list = await api.call(routes.vocabulary.listWords, { query, ...options });
  return list.pagination.total;
};

export const useWordCountQuery = (
  userId: string,
  search: string | undefined,
  mastered: 'true' | undefined,
  enabled = true,
) =>
  useQuery({
    enabled,
    queryKey: [...VOCABULARY_KEY, 'count', userId, search ?? '', mastered ?? 'all'],
    queryFn: ({ signal }) => countWords(search, mastered, { signal, retry: false }),
    ...screenRead,
  });
