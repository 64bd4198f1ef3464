import { emptyAiRateLimit, routes } from '@toeic-ace/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route';
import { ok } from '../plugins/envelope';
import { createAiHealth } from './health';

export interface AiHealthOptions {
  /** How long a probe's answer is kept (default 60 s). */
  healthCacheMs?: number;
}

/** GET /api/health/gemini: the path clients know; it reports whichever provider is configured. */
const aiHealthRoutes: FastifyPluginAsyncZod<AiHealthOptions> = async (app, opts) => {
  const health = createAiHealth(app.config.ai, opts.healthCacheMs);

  /** Public route: a valid bearer only adds the caller's own usage. */
  async function callerId(request: FastifyRequest): Promise<string | null> {
    if (!request.headers.authorization) return null;
    try {
      await app.authenticate(request);
      return request.user?.id ?? null;
    } catch {
      return null;
    }
  }

  route(app, routes.health.ai, async (request) => {
    const [connected, userId] = await Promise.all([health.connected(), callerId(request)]);
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
