import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { RateLimitError } from '../errors';
import {
  memoryCounterStore,
  redisCounterStore,
  withFallback,
  type CounterStore,
} from './counter-store';

export interface RateLimitSettings {
  /** Requests per window on every /api route: per signed-in user, else per client IP. */
  max: number;
  /** Stricter budget for the routes that check a password or create an account. */
  authMax: number;
  timeWindowMs: number;
  /** Tries at one account from one client (known device, else IP) within loginWindowMs. */
  loginFailuresPerClient?: number;
  /** Failed sign-ins per client IP, any accounts, within loginWindowMs (known devices exempt). */
  loginFailuresPerIp?: number;
  loginWindowMs?: number;
  /** Tries at one account from clients it does not know, within accountWindowMs, before slow-down. */
  accountFreeAttempts?: number;
  accountWindowMs?: number;
  /** The first delay past the free tries; it doubles with every further try, up to the cap. */
  accountDelayBaseMs?: number;
  accountDelayCapMs?: number;
  /** Registration attempts per client IP within registrationWindowMs. */
  registrationsPerIp?: number;
  registrationWindowMs?: number;
  /** Prefix of every Redis key (tests give each run its own). */
  keyPrefix?: string;
}

/**
 * Sign-in protection that a stranger cannot turn against the owner, and a classroom behind one
 * address does not trip (modules/auth/throttle.ts):
 * - one client (this browser if it signed in to the account before, else its IP) gets 5 tries at
 *   an account per 15 minutes;
 * - clients the account does not know share 10 tries a day at it; each try past those closes the
 *   account to them for 1 s, 2 s, 4 s … up to 15 minutes, instead of locking it for everyone;
 * - an IP gets 200 failures per 15 minutes across accounts: a class of 40 can each use their own
 *   5 tries, a script spraying one password over many accounts cannot go on;
 * - a browser the account signed in from before is spared the last two.
 * Registrations: 20 an hour per IP, so a class can sign up while a script cannot mass-create.
 */
export const ACCOUNT_PROTECTION = {
  loginFailuresPerClient: 5,
  loginWindowMs: 15 * 60_000,
  loginFailuresPerIp: 200,
  accountFreeAttempts: 10,
  accountWindowMs: 24 * 60 * 60_000,
  accountDelayBaseMs: 1_000,
  accountDelayCapMs: 15 * 60_000,
  registrationsPerIp: 20,
  registrationWindowMs: 60 * 60_000,
} as const;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  max: 600,
  // A class of 40 signing in at the start of a lesson, with a typo or two each, from one address.
  authMax: 150,
  timeWindowMs: 60_000,
  ...ACCOUNT_PROTECTION,
};

export type ThrottlePolicy = { [K in keyof typeof ACCOUNT_PROTECTION]: number };

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
  // The Redis client is loaded only when one is configured; a single instance never needs it.
  const redis = redisUrl
    ? new (await import('ioredis')).Redis(redisUrl, {
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
    // A class behind one address must not throttle itself: a verified bearer token is counted
    // per user, anything else per IP. A forged or expired token counts against its address.
    keyGenerator: (request) => {
      const claims = app.accessClaims(request);
      return claims && !(claims instanceof Error) ? `user:${claims.userId}` : `ip:${request.ip}`;
    },
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

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth'] });
