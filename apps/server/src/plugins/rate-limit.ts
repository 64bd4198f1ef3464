import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimitError } from '../errors';
import {
  memoryCounterStore,
  redisCounterStore,
  withFallback,
  type CounterStore,
} from './counter-store';

export interface RateLimitSettings {
  /** Requests per window and client IP on every /api route. */
  max: number;
  /** Stricter budget for the routes that check a password or create an account. */
  authMax: number;
  timeWindowMs: number;
  /** Failed sign-ins per account (e-mail) within loginWindowMs before further tries get 429. */
  loginFailuresPerAccount?: number;
  /** Failed sign-ins per client IP, any accounts, within loginWindowMs. */
  loginFailuresPerIp?: number;
  loginWindowMs?: number;
  /** Registration attempts per client IP within registrationWindowMs. */
  registrationsPerIp?: number;
  registrationWindowMs?: number;
  /** Prefix of every Redis key (tests give each run its own). */
  keyPrefix?: string;
}

/**
 * A classroom shares one IP, so the per-IP budgets are wider than the per-account one: guessing
 * one account's password stops after 5 tries either way, and a class of 20 can sign up in an hour
 * while a script cannot mass-create accounts.
 */
export const ACCOUNT_PROTECTION = {
  loginFailuresPerAccount: 5,
  loginFailuresPerIp: 20,
  loginWindowMs: 15 * 60_000,
  registrationsPerIp: 20,
  registrationWindowMs: 60 * 60_000,
} as const;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  max: 600,
  authMax: 30,
  timeWindowMs: 60_000,
  ...ACCOUNT_PROTECTION,
};

export interface ThrottlePolicy {
  loginFailuresPerAccount: number;
  loginFailuresPerIp: number;
  loginWindowMs: number;
  registrationsPerIp: number;
  registrationWindowMs: number;
}

export interface RateLimitPolicy {
  auth: { max: number; timeWindow: number } | false;
  /** Account protection (modules/auth/throttle.ts); false only when a test turns limits off. */
  throttle: ThrottlePolicy | false;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route-level limits: `config: { rateLimit: app.rateLimitPolicy.auth }`. */
    rateLimitPolicy: RateLimitPolicy;
    /** Windowed counters shared by every instance when REDIS_URL is set. */
    counters: CounterStore;
  }
}

async function rateLimitPlugin(
  app: FastifyInstance,
  { settings, redisUrl }: { settings: RateLimitSettings | false; redisUrl?: string },
) {
  const memory = memoryCounterStore(app.clock);
  if (!settings) {
    app.decorate('rateLimitPolicy', { auth: false, throttle: false });
    app.decorate('counters', memory);
    return;
  }
  app.decorate('rateLimitPolicy', {
    auth: { max: settings.authMax, timeWindow: settings.timeWindowMs },
    throttle: { ...ACCOUNT_PROTECTION, ...definedOnly(settings) },
  });
  // Several server instances share counters through Redis; one instance keeps them in memory.
  // No offline queue: while Redis is away a command fails at once (and counting falls back to
  // memory) instead of holding the request until a reconnect.
  const redis = redisUrl
    ? new Redis(redisUrl, {
        connectTimeout: 1_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    // ioredis reconnects by itself; without a listener each failure would go to stderr.
    redis.on('error', (err: Error) => app.log.warn({ err }, 'Redis connection error'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    await ready(redis, 2_000).catch((err: unknown) =>
      app.log.warn({ err }, 'Redis not reachable at start; counting in memory until it is'),
    );
  }
  const prefix = settings.keyPrefix ?? 'toeic-ace-';
  app.decorate(
    'counters',
    redis
      ? withFallback(redisCounterStore(redis, `${prefix}attempts:`), memory, (err) =>
          app.log.warn({ err }, 'Redis unavailable; counting sign-in attempts in memory'),
        )
      : memory,
  );
  await app.register(rateLimit, {
    global: true,
    max: settings.max,
    timeWindow: settings.timeWindowMs,
    ...(redis ? { redis, nameSpace: `${prefix}rl:` } : {}),
    // Losing Redis should slow nobody down: count nothing rather than fail every request.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new RateLimitError(`Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`),
  });
}

function ready(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no connection in ${timeoutMs} ms`)), timeoutMs);
    const onReady = () => done();
    function done(err?: Error) {
      clearTimeout(timer);
      redis.off('ready', onReady);
      if (err) reject(err);
      else resolve();
    }
    redis.once('ready', onReady);
  });
}

function definedOnly(settings: RateLimitSettings): Partial<ThrottlePolicy> {
  return Object.fromEntries(
    Object.entries(settings).filter(
      ([key, value]) => value !== undefined && key in ACCOUNT_PROTECTION,
    ),
  );
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
