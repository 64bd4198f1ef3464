import { useQuery } from '@tanstack/react-query';
import type { PracticeSessionDetail } from '@toeic-ace/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/practice/sessions/{id} — questions with keys, and the learner's answers. */
export const getPracticeSession = (sessionId: string, signal?: AbortSignal) =>
  apiRequest<PracticeSessionDetail>(`/practice/sessions/${encodeURIComponent(sessionId)}`, {
    signal,
  });

export const usePracticeSession = (sessionId: string | null) =>
  useQuery({
    queryKey: ['practice', 'session', sessionId],
    queryFn: ({ signal }) => getPracticeSession(sessionId!, signal),
    enabled: sessionId !== null,
  });
