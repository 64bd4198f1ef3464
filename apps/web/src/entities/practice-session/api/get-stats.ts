import { useQuery } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api, type CallOptions } from '@/lib/api-client';
import { screenRead } from '@/lib/query-client';

/**
 * GET /api/practice/stats — read by the home dashboard and the review page. It changes whenever
 * a set is completed elsewhere, so it refetches on every mount (the cached copy shows meanwhile).
 */
export const getPracticeStats = (options: CallOptions = {}) =>
  api.call(routes.practice.getStats, options);

export const usePracticeStats = (enabled = true) =>
  useQuery({
    queryKey: ['practice', 'stats'],
    queryFn: ({ signal }) => getPracticeStats({ signal, retry: false }),
    staleTime: 0,
    enabled,
    ...screenRead,
  });
