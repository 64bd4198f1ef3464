import {
  envelope,
  statelessChatRequestSchema,
  statelessChatResponseSchema,
} from '@toeic-ace/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { abortOnClose } from '../../ai';
import { currentUser } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import type { ChatService } from './chat.service';

/** POST /questions/chat: a tutor reply to a client-held conversation; nothing is stored. */
const statelessChatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.post(
    '/chat',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chat'],
        security: [{ bearerAuth: [] }],
        description: 'The client sends the history (last 20 turns are used); nothing is stored.',
        body: statelessChatRequestSchema,
        response: {
          200: envelope(statelessChatResponseSchema),
          ...errorResponses(400, 401, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const { signal } = abortOnClose(reply);
      return ok(await chat.stateless(currentUser(request).id, request.body, signal));
    },
  );
};

export default statelessChatRoutes;
