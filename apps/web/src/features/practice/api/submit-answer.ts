import { useMutation } from '@tanstack/react-query';
import { type SubmitAnswerRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/practice/sessions/{id}/answers — last answer wins until completion. */
export const submitAnswer = (sessionId: string, body: SubmitAnswerRequest) =>
  api.call(routes.practice.submitAnswer, { params: { id: sessionId }, body });

export const useSubmitAnswer = (sessionId: string) =>
  useMutation({ mutationFn: (body: SubmitAnswerRequest) => submitAnswer(sessionId, body) });
