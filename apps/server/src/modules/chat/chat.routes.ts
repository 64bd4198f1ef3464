import {
  chatGetQuerySchema,
  chatPostQuerySchema,
  chatSessionDetailSchema,
  chatSessionListSchema,
  chatSessionQuerySchema,
  chatSessionSchema,
  chatStatsSchema,
  createChatSessionRequestSchema,
  deleteChatSessionResponseSchema,
  envelope,
  sendChatMessageRequestSchema,
  sendChatMessageResponseSchema,
  updateChatSessionRequestSchema,
} from '@toeic-ace/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { abortOnClose } from '../../ai';
import { currentUser } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { parseBody } from './chat.body';
import type { ChatService } from './chat.service';
import { streamReply } from './chat.stream';

const tags = ['chat'];
const security = [{ bearerAuth: [] }];
const wantsStream = (accept: string | undefined) => Boolean(accept?.includes('text/event-stream'));

/** The action-style session calls under /chat; every call needs login, others' sessions 404. */
const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        description:
          '`action=sessions` (page, limit 1–50 default 10, isActive, contextType): newest ' +
          'activity first. `action=session&sessionId=`: the session with its messages.',
        querystring: chatGetQuerySchema,
        response: {
          200: z.union([envelope(chatSessionListSchema), envelope(chatSessionDetailSchema)]),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const q = request.query;
      if (q.action === 'sessions') return ok(await chat.list(user.id, q));
      return ok(await chat.detail(user.id, q.sessionId));
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        description:
          '`action=sessions` {contextType, contextId?, title?} creates a session (201). ' +
          '`action=messages&sessionId=` {message, questionContext?, wordContext?, ' +
          'languageInstruction?} stores the message and the reply; with Accept: ' +
          'text/event-stream the reply streams as `delta` events, then `done`, or `error`.',
        querystring: chatPostQuerySchema,
        body: z.unknown(),
        response: {
          200: envelope(sendChatMessageResponseSchema),
          201: envelope(chatSessionSchema),
          ...errorResponses(400, 401, 404, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const q = request.query;
      if (q.action === 'sessions') {
        const body = parseBody(createChatSessionRequestSchema, request.body);
        return reply.code(201).send(ok(await chat.create(user.id, body)));
      }
      const body = parseBody(sendChatMessageRequestSchema, request.body);
      if (wantsStream(request.headers.accept)) {
        const prepared = await chat.prepareSend(user.id, q.sessionId, body);
        return streamReply(prepared, reply, request.log);
      }
      const { signal } = abortOnClose(reply);
      return ok(await chat.send(user.id, q.sessionId, body, signal));
    },
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: chatSessionQuerySchema,
        body: updateChatSessionRequestSchema,
        response: { 200: envelope(chatSessionSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await chat.update(currentUser(request).id, request.query.sessionId, request.body)),
  );

  app.delete(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: chatSessionQuerySchema,
        response: { 200: envelope(deleteChatSessionResponseSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => ok(await chat.remove(currentUser(request).id, request.query.sessionId)),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        security,
        response: { 200: envelope(chatStatsSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await chat.stats(currentUser(request).id)),
  );
};

export default chatRoutes;
