import {
  createChatSessionRequestSchema,
  routes,
  sendChatMessageRequestSchema,
} from '@toeic-ace/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { abortOnClose } from '../../ai';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { parseBody } from './chat.body';
import type { ChatService } from './chat.service';
import { streamReply } from './chat.stream';

const wantsStream = (accept: string | undefined) => Boolean(accept?.includes('text/event-stream'));

/** The action-style session calls under /chat: the `action` query picks the call. */
const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  route(app, routes.chat.read, async (request) => {
    const user = currentUser(request);
    const q = request.query;
    if (q.action === 'sessions') return ok(await chat.list(user.id, q));
    return ok(await chat.detail(user.id, q));
  });

  route(app, routes.chat.write, async (request, reply) => {
    const user = currentUser(request);
    const q = request.query;
    // The body's schema depends on the action; the entry's union only admits either shape.
    if (q.action === 'sessions') {
      const body = parseBody(createChatSessionRequestSchema, request.body);
      const { session, created } = await chat.create(user.id, body);
      return reply.code(created ? 201 : 200).send(ok(session));
    }
    const body = parseBody(sendChatMessageRequestSchema, request.body);
    if (wantsStream(request.headers.accept)) {
      const prepared = await chat.prepareSend(user.id, q.sessionId, body);
      return streamReply(prepared, reply, request.log);
    }
    const { signal } = abortOnClose(reply);
    return ok(await chat.send(user.id, q.sessionId, body, signal));
  });

  route(app, routes.chat.update, async (request) =>
    ok(await chat.update(currentUser(request).id, request.query.sessionId, request.body)),
  );

  route(app, routes.chat.remove, async (request) =>
    ok(await chat.remove(currentUser(request).id, request.query.sessionId)),
  );

  route(app, routes.chat.stats, async (request) => ok(await chat.stats(currentUser(request).id)));
};

export default chatRoutes;
