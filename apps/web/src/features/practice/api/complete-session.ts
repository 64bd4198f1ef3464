import type { CompleteSessionRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/practice/sessions/{id}/complete — the server scores from its own keys. */
export const completePracticeSession = (sessionId: string, body: CompleteSessionRequest) =>
  api.call(routes.practice.completeSession, { params: { id: sessionId }, body });
