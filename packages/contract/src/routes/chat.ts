import { z } from 'zod';
import type { createChatSessionRequestSchema, sendChatMessageRequestSchema } from '../chat';
import {
  chatDeltaEventSchema,
  chatDoneEventSchema,
  chatErrorEventSchema,
  chatGetQuerySchema,
  chatPostQuerySchema,
  chatSessionDetailSchema,
  chatSessionListSchema,
  chatSessionQuerySchema,
  chatSessionSchema,
  chatStatsSchema,
  deleteChatSessionResponseSchema,
  sendChatMessageResponseSchema,
  statelessChatRequestSchema,
  statelessChatResponseSchema,
  updateChatSessionRequestSchema,
} from '../chat';
import { defineRoutes } from './define';

type SendChatMessageInput = z.input<typeof sendChatMessageRequestSchema>;

/**
 * The tutor's session calls are action-style: one URL per method, the `action` query picks the
 * call. Each method is one entry whose query is a union discriminated by `action` and whose
 * answer is the union of the actions' answers; every call needs login, others' sessions 404.
 */
export const chatRoutes = defineRoutes({
  read: {
    method: 'GET',
    path: '/chat',
    auth: 'required',
    summary: 'Lists sessions, or reads one session with its messages',
    description:
      '`action=sessions` (page, limit 1–50 default 10, isActive, contextType): newest ' +
      'activity first. `action=session&sessionId=` (before?, limit 1–50 default 50): the ' +
      'session with one page of its messages, the newest page first; `before` (a message id, ' +
      'from `messagePage.nextBefore`) reads the page before it. 404 when the session or the ' +
      '`before` message is not the learner’s.',
    query: chatGetQuerySchema,
    response: z.union([chatSessionListSchema, chatSessionDetailSchema]),
    errors: [400, 401, 404],
  },
  write: {
    method: 'POST',
    path: '/chat',
    auth: 'required',
    summary: 'Creates a session, or sends a message and gets the reply',
    description:
      '`action=sessions` {contextType, contextId?, title?} creates a session (201), or returns ' +
      'the empty session the context already has (200); 409 CHAT_SESSION_LIMIT past ' +
      'CHAT_LIMITS.sessionsPerLearner. A send that would take the session past ' +
      'CHAT_LIMITS.messagesPerSession answers 409 CHAT_SESSION_FULL. ' +
      '`action=messages&sessionId=` {message, questionContext?, wordContext?, ' +
      'languageInstruction?} stores the message and the reply (200); with Accept: ' +
      'text/event-stream the reply streams as `delta` events, then `done`, or `error`.',
    query: chatPostQuerySchema,
    // Typed as either action's body; the server checks it against the action's own schema, so
    // an invalid field is reported by its name rather than as a mismatch of the whole union.
    body: z
      .custom<z.input<typeof createChatSessionRequestSchema> | SendChatMessageInput>()
      .describe('CreateChatSessionRequest (action=sessions) or SendChatMessageRequest'),
    status: [200, 201],
    response: z.union([chatSessionSchema, sendChatMessageResponseSchema]),
    events: { delta: chatDeltaEventSchema, done: chatDoneEventSchema, error: chatErrorEventSchema },
    errors: [400, 401, 404, 409, 429, 502, 503],
  },
  update: {
    method: 'PUT',
    path: '/chat',
    auth: 'required',
    summary: 'Renames a session or changes whether it is active (`action=session&sessionId=`)',
    query: chatSessionQuerySchema,
    body: updateChatSessionRequestSchema,
    response: chatSessionSchema,
    errors: [400, 401, 404],
  },
  remove: {
    method: 'DELETE',
    path: '/chat',
    auth: 'required',
    summary: 'Deletes a session and its messages (`action=session&sessionId=`)',
    query: chatSessionQuerySchema,
    response: deleteChatSessionResponseSchema,
    errors: [400, 401, 404],
  },
  stats: {
    method: 'GET',
    path: '/chat/stats',
    auth: 'required',
    summary: "The learner's chat statistics",
    response: chatStatsSchema,
    errors: [401],
  },
  stateless: {
    method: 'POST',
    path: '/questions/chat',
    auth: 'required',
    summary: 'A tutor reply to a conversation the client holds; nothing is stored',
    description: 'The client sends the history (last 20 turns are used).',
    body: statelessChatRequestSchema,
    response: statelessChatResponseSchema,
    errors: [400, 401, 429, 502, 503],
  },
});
