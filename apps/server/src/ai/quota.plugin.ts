import { emptyAiRateLimit, type AiRateLimit } from '@toeic-ace/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  MemoryQuotaStore,
  RedisQuotaStore,
  RetryLaterError,
  quotaExceeded,
  type QuotaStore,
} from './quota';

/** The per-user AI quota shared by generation and (later) chat: `app.aiQuota.consume(id)`. */
export interface AiQuota {
  /** Counts one AI call for the user; throws 429 RATE_LIMIT_EXCEEDED with Retry-After. */
  consume(userId: string): Promise<AiRateLimit>;
  usage(userId: string): Promise<AiRateLimit | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    aiQuota: AiQuota;
  }
}

export interface AiQuotaOptions {
  /** Default: Redis when config.redisUrl is set, else in memory. */
  store?: QuotaStore;
  /** Key prefix of the Redis store (tests isolate themselves with their own). */
  redisKeyPrefix?: string;
}

/** Loads the Redis client only when one is configured; a single instance never needs it. */
async function redisClient(app: FastifyInstance, url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { connectTimeout: 1_000, maxRetriesPerRequest: 1 });
  // ioredis reconnects by itself; without a listener every failure would go to stderr.
  redis.on('error', (err: Error) => app.log.warn({ err }, 'AI quota: Redis connection error'));
  return redis;
}

async function aiQuotaPlugin(app: FastifyInstance, opts: AiQuotaOptions) {
  const store: QuotaStore =
    opts.store ??
    (app.config.redisUrl
      ? new RedisQuotaStore(
          await redisClient(app, app.config.redisUrl),
          opts.redisKeyPrefix,
          undefined,
          true,
        )
      : new MemoryQuotaStore());
  app.addHook('onClose', async () => {
    await store.close?.();
  });

  app.decorate('aiQuota', {
    async consume(userId) {
      const now = app.clock();
      let decision;
      try {
        decision = await store.consume(userId, now);
      } catch (err) {
        // Losing Redis should stop nobody from practising: count nothing rather than fail.
        app.log.warn({ err }, 'AI quota store unavailable; call not counted');
        return emptyAiRateLimit();
      }
      if (!decision.allowed) throw quotaExceeded(decision, now);
      return decision.usage;
    },
    async usage(userId) {
      try {
        return await store.peek(userId, app.clock());
      } catch {
        return null;
      }
    },
  } satisfies AiQuota);

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });
}

export default fp(aiQuotaPlugin, { name: 'ai-quota' });
