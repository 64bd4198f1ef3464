import { useMutation } from '@tanstack/react-query';
import type { SubmitAnswerRequest, SubmitAnswerResult } from '@toeic-ace/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/practice/sessions/{id}/answers — last answer wins until completion. */
export const submitAnswer = (sessionId: string, body: SubmitAnswerRequest) =>
  apiRequest<SubmitAnswerResult>(`/practice/sessions/${encodeURIComponent(sessionId)}/answers`, {
    method: 'POST',
    body,
  });

export const useSubmitAnswer = (sessionId: string) =>
  useMutation({ mutationFn: (body: SubmitAnswerRequest) => submitAnswer(sessionId, body) });
