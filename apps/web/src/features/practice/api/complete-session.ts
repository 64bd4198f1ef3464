import { useMutation } from '@tanstack/react-query';
import type { CompleteSessionRequest, PracticeSessionDetail } from '@toeic-ace/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/practice/sessions/{id}/complete — the server scores from its own keys. */
export const completePracticeSession = (sessionId: string, body: CompleteSessionRequest) =>
  apiRequest<PracticeSessionDetail>(
    `/practice/sessions/${encodeURIComponent(sessionId)}/complete`,
    { method: 'POST', body },
  );

export const useCompletePracticeSession = (sessionId: string) =>
  useMutation({
    mutationFn: (body: CompleteSessionRequest) => completePracticeSession(sessionId, body),
  });
