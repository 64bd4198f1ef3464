import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/users';

/** The practice API as the web app calls it (pool questions and sessions: test/questions.ts). */
export const practiceCalls = (app: FastifyInstance, token: string) => ({
  detail: (id: string) =>
    app.inject({ url: `/api/practice/sessions/${id}`, headers: bearer(token) }),
  list: (query = '') =>
    app.inject({ url: `/api/practice/sessions${query}`, headers: bearer(token) }),
  answer: (id: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/practice/sessions/${id}/answers`,
      headers: bearer(token),
      payload: payload as object,
    }),
  complete: (id: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/practice/sessions/${id}/complete`,
      headers: bearer(token),
      payload: payload as object,
    }),
  stats: () => app.inject({ url: '/api/practice/stats', headers: bearer(token) }),
});
