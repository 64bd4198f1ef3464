import { useQuery } from '@tanstack/react-query';
import { getPracticeSession } from './get-session';

/** A completed session does not change any more: its detail is then cached for good. */
export const usePracticeSessionDetail = (id: string | null) =>
  useQuery({
    queryKey: ['practice', 'session', id ?? ''],
    queryFn: ({ signal }) => getPracticeSession(id!, signal),
    enabled: id !== null,
    staleTime: (query) => (query.state.data?.completed ? Infinity : 0),
  });
