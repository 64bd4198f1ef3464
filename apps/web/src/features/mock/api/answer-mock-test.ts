import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/mock-tests/{id}/answers — null clears; repeating an answer is harmless. */
export const answerMockTest = (id: string, questionId: string, answer: number | null) =>
  api.call(routes.mockTests.answerMockTest, { params: { id }, body: { questionId, answer } });
