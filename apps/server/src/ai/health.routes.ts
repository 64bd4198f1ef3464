import { emptyAiRateLimit, routes } from '@toeic-ace/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route';
import { optionalUserId } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { createAiHealth } from './health';

export interface AiHealthOptions {
  /** How long a probe's answer is kept (default 60 s). */
  healthCacheMs?: number;
}

/** GET /api/health/gemini: the path clients know; it reports whichever provider is configured. */
const aiHealthRoutes: FastifyPluginAsyncZod<AiHealthOptions> = async (app, opts) => {
  const health = createAiHealth(app.config.ai, opts.healthCacheMs);

  // Public route: a valid bearer only adds the caller's own usage.
  route(app, routes.health.ai, async (request) => {
    const [connected, userId] = await Promise.all([
      health.connected(),
      optionalUserId(app, request),
    ]);
    const usage = userId ? await app.aiQuota.usage(userId) : null;
    return ok({
      geminiAPI: {
        connected,
        provider: health.provider,
        ...(health.model ? { model: health.model } : {}),
        rateLimit: usage ?? emptyAiRateLimit(),
      },
    });
  });
};

export default aiHealthRoutes;
