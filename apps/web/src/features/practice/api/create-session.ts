import type { CreateSessionRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api, type CallOptions } from '@/lib/api-client';

/** POST /api/practice/sessions */
export const createPracticeSession = (body: CreateSessionRequest, options: CallOptions = {}) =>
  api.call(routes.practice.createSession, { body, ...options });
