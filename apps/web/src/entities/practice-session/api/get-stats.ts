import { useQuery } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/**
 * GET /api/practice/stats — read by the home dashboard and the review page. It changes whenever
 * a set is completed elsewhere, so it refetches on every mount (the cached copy shows meanwhile).
 */
export const getPracticeStats = (signal?: AbortSignal) =>
  api.call(routes.practice.getStats, { signal });

export const usePracticeStats = (enabled = true) =>
  useQuery({
    queryKey: ['practice', 'stats'],
    queryFn: ({ signal }) => getPracticeStats(signal),
    staleTime: 0,
    enabled,
  });
