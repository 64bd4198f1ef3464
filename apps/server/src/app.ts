import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase } from './db/database';
import type { Db } from './db/schema';
import {
  aiHealthRoutes,
  aiQuotaPlugin,
  type AiClientHooks,
  type AiHealthOptions,
  type AiQuotaOptions,
} from './ai';
import { abilityRoutes } from './modules/ability';
import { authRoutes } from './modules/auth';
import { clientErrorRoutes } from './modules/client-errors';
import { dictionaryModule } from './modules/dictionary';
import { chatRoutes } from './modules/chat';
import { healthRoutes } from './modules/health';
import { migrationRoutes } from './modules/migration';
import { mistakesRoutes } from './modules/mistakes';
import { mockRoutes, type MockRoutesOptions } from './modules/mock';
import { practiceRoutes, practiceSessionLink } from './modules/practice';
import { questionsRoutes, type QuestionEngineOptions } from './modules/questions';
import { vocabularyRoutes } from './modules/vocabulary';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import {
  capConnectionsPerClient,
  clientErrorHandler,
  DEFAULT_HTTP_LIMITS,
  frameworkErrorHandler,
  type HttpLimits,
} from './plugins/connection-guard';
import envelopePlugin from './plugins/envelope';
import inputLimitsPlugin from './plugins/input-limits';
import compressionPlugin from './plugins/compression';
import { requestSerializer } from './plugins/log-redaction';
import responseCachePlugin from './plugins/response-cache';
import rateLimitPlugin, { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './plugins/rate-limit';
import securityPlugin, { securityHeaders } from './plugins/security';
import staticFilesPlugin from './plugins/static-files';
import swaggerPlugin from './plugins/swagger';
import { compiledSerializerCompiler } from './http/serializer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The time source of every rule that depends on "now"; tests move it. */
    clock: () => Date;
  }
}

export interface AppOptions {
  /** An already-migrated database; by default one is opened from config.databaseUrl. */
  db?: Db;
  clock?: () => Date;
  rateLimit?: RateLimitSettings | false;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /**
   * AI hooks for tests and benchmarks: the provider or its client's timeout and retry sleeps,
   * the quota store, the health probe's cache. Generation, the tutor, the dictionary's
   * translations and AI health all read them.
   */
  ai?: AiClientHooks & AiHealthOptions & { quota?: AiQuotaOptions };
  /** The question engine's own hooks (answer-key verification, randomness). */
  questions?: QuestionEngineOptions;
  /** Timeouts and the per-client connection cap (tests shorten them). */
  http?: Partial<HttpLimits>;
  /** Mock-test hooks for tests (a seeded draw). */
  mock?: MockRoutesOptions;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the app without listening; call ready()/listen() on the result. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const limits: HttpLimits = {
    ...DEFAULT_HTTP_LIMITS,
    maxConnectionsPerClient: config.maxConnectionsPerClient,
    ...options.http,
  };
  const headers = securityHeaders(config.publicUrl);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Tokens and OAuth codes arrive in query strings (/auth/callback, the provider callback).
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
      ...(config.nodeEnv === 'development' && process.stdout.isTTY && !options.logStream
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
        : {}),
    },
    // Ours, not the client's: an id a caller chose could be used to forge log lines.
    genReqId: () => randomUUID(),
    // request.ip is the client's address only behind proxies named in TRUST_PROXY.
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    // Answers Fastify and Node would otherwise write in their own shape, without our headers.
    clientErrorHandler: clientErrorHandler(headers),
    frameworkErrors: frameworkErrorHandler(headers),
    // Don't keep a shutdown waiting on idle keep-alive sockets, and serve (rather than answer
    // with fastify's non-envelope 503) requests that arrive on open sockets while closing.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  capConnectionsPerClient(app.server, limits.maxConnectionsPerClient);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(envelopePlugin);
  await app.register(compressionPlugin);
  await app.register(inputLimitsPlugin);
  await app.register(securityPlugin, { headers });
  await app.register(dbPlugin, { db: options.db ?? createDatabase(config.databaseUrl) });
  await app.register(authPlugin);
  await app.register(responseCachePlugin);
  await app.register(swaggerPlugin);
  await app.register(staticFilesPlugin, { root: config.webDistDir });
  await app.register(rateLimitPlugin, {
    settings: options.rateLimit ?? {
      ...DEFAULT_RATE_LIMITS,
      max: config.rateLimitMax,
      registrationsPerIp: config.registrationsPerIp,
    },
    redisUrl: config.redisUrl,
  });

  // Features slot in here, each under its own prefix below /api.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(aiQuotaPlugin, options.ai?.quota ?? {});
      await api.register(questionsRoutes, {
        prefix: '/questions',
        sessions: practiceSessionLink,
        ...options.ai,
        ...options.questions,
      });
      await api.register(aiHealthRoutes, options.ai ?? {});
      await api.register(practiceRoutes, { prefix: '/practice' });
      await api.register(mockRoutes, { prefix: '/mock-tests', ...options.mock });
      await api.register(mistakesRoutes, { prefix: '/mistakes' });
      await api.register(abilityRoutes);
      await api.register(vocabularyRoutes, { prefix: '/vocabulary' });
      await api.register(dictionaryModule, options.ai ?? {});
      await api.register(chatRoutes, options.ai ?? {});
      await api.register(migrationRoutes);
      await api.register(clientErrorRoutes);
    },
    { prefix: '/api' },
  );
  return app;
}
