import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DASHBOARD } from '@toeic-ace/contract/rules';
import { routes } from '@/lib/routes';
import { api, type CallOptions } from '@/lib/api-client';
import { screenRead } from '@/lib/query-client';

/** all: every session; completed / incomplete: `completed=true|false`. */
export type SessionFilter = 'all' | 'completed' | 'incomplete';

const COMPLETED_QUERY: Record<SessionFilter, 'true' | 'false' | undefined> = {
  all: undefined,
  completed: 'true',
  incomplete: 'false',
};

const sessionsKey = (filter: SessionFilter, pageSize: number) =>
  ['practice', 'sessions', filter, pageSize] as const;

/**
 * GET /api/practice/sessions?limit&offset&completed — the review page's list and the home
 * dashboard's history. Results change whenever a set is completed elsewhere, so the lists
 * refetch on every mount (the cached copy shows meanwhile).
 */
export const listPracticeSessions = (
  { filter, limit, offset }: { filter: SessionFilter; limit: number; offset: number },
  options: CallOptions = {},
) =>
  api.call(routes.practice.listSessions, {
    query: { limit, offset, completed: COMPLETED_QUERY[filter] },
    ...options,
  });

/** The completed sessions the review page lists (completed=true, limit 100): a screen read. */
export const useCompletedSessions = () =>
  useQuery({
    queryKey: sessionsKey('completed', DASHBOARD.completedListLimit),
    queryFn: ({ signal }) =>
      listPracticeSessions(
        { filter: 'completed', limit: DASHBOARD.completedListLimit, offset: 0 },
        { signal, retry: false },
      ),
    staleTime: 0,
    ...screenRead,
  });

/** The history modal: pages of `DASHBOARD.historyPageSize`, newest first. */
export const useSessionHistory = (filter: SessionFilter, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: sessionsKey(filter, DASHBOARD.historyPageSize),
    queryFn: ({ pageParam, signal }) =>
      listPracticeSessions(
        { filter, limit: DASHBOARD.historyPageSize, offset: pageParam },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.sessions.length;
      return last.sessions.length > 0 && next < last.total ? next : undefined;
    },
    staleTime: 0,
    enabled,
  });
