import { useQuery } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api, type CallOptions } from '@/lib/api-client';
import { screenRead } from '@/lib/query-client';

/** Every mistakes query shares this key: completing a set reloads them together. */
export const MISTAKES_KEY = ['mistakes'] as const;

/** GET /api/mistakes/summary — due and total counts, overall and per part. */
export const getMistakeSummary = (options: CallOptions = {}) =>
  api.call(routes.mistakes.mistakeSummary, options);

/**
 * Read afresh whenever a screen showing it opens: items become due by the clock alone, and
 * completed sets add misses.
 */
export const useMistakeSummary = (userId: string | null) =>
  useQuery({
    queryKey: [...MISTAKES_KEY, 'summary', userId ?? ''],
    queryFn: ({ signal }) => getMistakeSummary({ signal, retry: false }),
    enabled: userId !== null,
    staleTime: 0,
    ...screenRead,
  });
