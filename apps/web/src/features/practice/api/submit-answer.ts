import type { SubmitAnswerRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/practice/sessions/{id}/answers — last answer wins until completion. */
export const submitAnswer = (sessionId: string, body: SubmitAnswerRequest) =>
  api.call(routes.practice.submitAnswer, { params: { id: sessionId }, body });
