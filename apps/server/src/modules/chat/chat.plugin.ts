import type { FastifyPluginAsync } from 'fastify';
import { aiClientFor, type AiClientHooks } from '../../ai';
import chatRoutes from './chat.routes';
import { createChatService } from './chat.service';
import statelessChatRoutes from './chat.stateless.routes';

/** Test hooks; production builds the client from config.ai. */
export type ChatOptions = AiClientHooks;

/**
 * The AI tutor: session calls under /chat and the stateless call at /questions/chat. Register
 * it where the AI quota plugin is visible: chat shares the per-user quota with generation.
 */
const chatPlugin: FastifyPluginAsync<ChatOptions> = async (app, opts) => {
  const chat = createChatService({
    db: app.db,
    clock: app.clock,
    provider: aiClientFor(app.config.ai, opts),
    consumeQuota: (userId) => app.aiQuota.consume(userId),
  });
  await app.register(chatRoutes, { prefix: '/chat', chat });
  await app.register(statelessChatRoutes, { prefix: '/questions', chat });
};

export default chatPlugin;
