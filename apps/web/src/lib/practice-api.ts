import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  DASHBOARD,
  type PracticeSessionDetail,
  type PracticeStats,
  type SessionList,
} from '@toeic-ace/contract';
import { apiRequest } from './api-client';

/**
 * The read side of practice shared by the home dashboard and the review page: statistics, the
 * session list and one session's detail. Results change whenever a set is completed elsewhere,
 * so the lists and statistics refetch on every mount (the cached copy shows meanwhile).
 */
export const practiceKeys = {
  all: ['practice'] as const,
  stats: () => ['practice', 'stats'] as const,
  sessions: (filter: SessionFilter, pageSize: number) =>
    ['practice', 'sessions', filter, pageSize] as const,
  session: (id: string) => ['practice', 'session', id] as const,
};

/** all: every session; completed / incomplete: `completed=true|false`. */
export type SessionFilter = 'all' | 'completed' | 'incomplete';

const COMPLETED_QUERY: Record<SessionFilter, 'true' | 'false' | undefined> = {
  all: undefined,
  completed: 'true',
  incomplete: 'false',
};

/** GET /api/practice/stats */
export const getPracticeStats = (signal?: AbortSignal) =>
  apiRequest<PracticeStats>('/practice/stats', { signal });

/** GET /api/practice/sessions?limit&offset&completed */
export const listPracticeSessions = (
  { filter, limit, offset }: { filter: SessionFilter; limit: number; offset: number },
  signal?: AbortSignal,
) =>
  apiRequest<SessionList>('/practice/sessions', {
    query: { limit, offset, completed: COMPLETED_QUERY[filter] },
    signal,
  });

/** GET /api/practice/sessions/{id} */
export const getPracticeSessionDetail = (id: string, signal?: AbortSignal) =>
  apiRequest<PracticeSessionDetail>(`/practice/sessions/${encodeURIComponent(id)}`, { signal });

export const usePracticeStats = (enabled = true) =>
  useQuery({
    queryKey: practiceKeys.stats(),
    queryFn: ({ signal }) => getPracticeStats(signal),
    staleTime: 0,
    enabled,
  });

/** The completed sessions the review page lists (spec 000 §7: completed=true, limit 100). */
export const useCompletedSessions = () =>
  useQuery({
    queryKey: practiceKeys.sessions('completed', DASHBOARD.completedListLimit),
    queryFn: ({ signal }) =>
      listPracticeSessions(
        { filter: 'completed', limit: DASHBOARD.completedListLimit, offset: 0 },
        signal,
      ),
    staleTime: 0,
  });

/** The history modal: pages of `DASHBOARD.historyPageSize`, newest first. */
export const useSessionHistory = (filter: SessionFilter, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: practiceKeys.sessions(filter, DASHBOARD.historyPageSize),
    queryFn: ({ pageParam, signal }) =>
      listPracticeSessions({ filter, limit: DASHBOARD.historyPageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.sessions.length;
      return last.sessions.length > 0 && next < last.total ? next : undefined;
    },
    staleTime: 0,
    enabled,
  });

/** A completed session does not change any more: its detail is then cached for good. */
export const usePracticeSessionDetail = (id: string | null) =>
  useQuery({
    queryKey: practiceKeys.session(id ?? ''),
    queryFn: ({ signal }) => getPracticeSessionDetail(id!, signal),
    enabled: id !== null,
    staleTime: (query) => (query.state.data?.completed ? Infinity : 0),
  });
