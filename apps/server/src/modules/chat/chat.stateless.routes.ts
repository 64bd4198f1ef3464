import { routes } from '@toeic-ace/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { abortOnClose } from '../../ai';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import type { ChatService } from './chat.service';

/** POST /questions/chat: a tutor reply to a client-held conversation; nothing is stored. */
const statelessChatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  route(app, routes.chat.stateless, async (request, reply) => {
    const { signal } = abortOnClose(reply);
    return ok(await chat.stateless(currentUser(request).id, request.body, signal));
  });
};

export default statelessChatRoutes;
