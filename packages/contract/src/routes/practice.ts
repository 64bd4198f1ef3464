import {
  completeSessionRequestSchema,
  createSessionRequestSchema,
  listSessionsQuerySchema,
  practiceSessionDetailSchema,
  practiceSessionSchema,
  practiceStatsSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  submitAnswerRequestSchema,
  submitAnswerResultSchema,
} from '../practice';
import { defineRoutes } from './define';

/** Every call needs login; another user's session answers 404. */
export const practiceRoutes = defineRoutes({
  createSession: {
    method: 'POST',
    path: '/practice/sessions',
    auth: 'required',
    description:
      'quick_practice: an empty session the generator fills. mistakes and adaptive: a session ' +
      'already holding its questions; mistakes answers 409 NO_MISTAKES_DUE when nothing is due.',
    body: createSessionRequestSchema,
    status: 201,
    response: practiceSessionSchema,
    errors: [400, 401, 409],
  },
  listSessions: {
    method: 'GET',
    path: '/practice/sessions',
    auth: 'required',
    description: 'Newest first; completed=true|false filters; limit 1–100 (default 20).',
    query: listSessionsQuerySchema,
    response: sessionListSchema,
    errors: [400, 401],
  },
  getSession: {
    method: 'GET',
    path: '/practice/sessions/:id',
    auth: 'required',
    params: sessionIdParamsSchema,
    response: practiceSessionDetailSchema,
    errors: [401, 404],
  },
  submitAnswer: {
    method: 'POST',
    path: '/practice/sessions/:id/answers',
    auth: 'required',
    description:
      'Saves one answer (null clears it); last answer wins until completion. 400 when the ' +
      'question is not part of the session, 409 SESSION_COMPLETED after completion.',
    params: sessionIdParamsSchema,
    body: submitAnswerRequestSchema,
    response: submitAnswerResultSchema,
    errors: [400, 401, 404, 409],
  },
  completeSession: {
    method: 'POST',
    path: '/practice/sessions/:id/complete',
    auth: 'required',
    description:
      'Applies the final answers and scores from the stored keys in one transaction. ' +
      'Completing a completed session returns it unchanged.',
    // Repeating it is harmless, so the client retries one lost to a failing server or proxy.
    idempotent: true,
    params: sessionIdParamsSchema,
    body: completeSessionRequestSchema,
    response: practiceSessionDetailSchema,
    errors: [400, 401, 404],
  },
  getStats: {
    method: 'GET',
    path: '/practice/stats',
    auth: 'required',
    response: practiceStatsSchema,
    errors: [401],
  },
});
