import { useQuery } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/**
 * GET /api/practice/sessions/{id} — questions with keys, and the learner's answers: the review
 * page shows it, and practice resumes a set from it.
 */
export const getPracticeSession = (id: string, signal?: AbortSignal) =>
  api.call(routes.practice.getSession, { params: { id }, signal });

/** A completed session does not change any more: its detail is then cached for good. */
export const usePracticeSessionDetail = (id: string | null) =>
  useQuery({
    queryKey: ['practice', 'session', id ?? ''],
    queryFn: ({ signal }) => getPracticeSession(id!, signal),
    enabled: id !== null,
    staleTime: (query) => (query.state.data?.completed ? Infinity : 0),
  });
