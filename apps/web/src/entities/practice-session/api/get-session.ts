import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/**
 * GET /api/practice/sessions/{id} — questions with keys, and the learner's answers: the review
 * page shows it (use-session-detail.ts), and practice resumes a set from it. The query hook is
 * in a module of its own, so practice's first load does not bring the query machinery.
 */
export const getPracticeSession = (id: string, signal?: AbortSignal) =>
  api.call(routes.practice.getSession, { params: { id }, signal });
