import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimitError } from '../errors';

export interface RateLimitSettings {
  /** Requests per window and client IP on every /api route. */
  max: number;
  /** Stricter budget for the routes that check a password or create an account. */
  authMax: number;
  timeWindowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  max: 600,
  authMax: 30,
  timeWindowMs: 60_000,
};

export interface RateLimitPolicy {
  auth: { max: number; timeWindow: number } | false;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route-level limits: `config: { rateLimit: app.rateLimitPolicy.auth }`. */
    rateLimitPolicy: RateLimitPolicy;
  }
}

async function rateLimitPlugin(
  app: FastifyInstance,
  { settings, redisUrl }: { settings: RateLimitSettings | false; redisUrl?: string },
) {
  if (!settings) {
    app.decorate('rateLimitPolicy', { auth: false });
    return;
  }
  app.decorate('rateLimitPolicy', {
    auth: { max: settings.authMax, timeWindow: settings.timeWindowMs },
  });
  // Several server instances share counters through Redis; one instance keeps them in memory.
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: settings.max,
    timeWindow: settings.timeWindowMs,
    ...(redis ? { redis, nameSpace: 'toeic-ace-rl:' } : {}),
    // Losing Redis should slow nobody down: count nothing rather than fail every request.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new RateLimitError(`Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
