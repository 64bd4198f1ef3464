import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import {
  MemoryQuotaStore,
  RedisQuotaStore,
  secondsUntilReset,
  type QuotaLimits,
  type QuotaStore,
} from './quota';
import { generateBody, postGenerate } from './testing';

const REDIS_URL = 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
const prefixes: string[] = [];

/** A key prefix of its own per test, removed at the end. */
function redisPrefix(): string {
  const prefix = `test-ai-quota-${randomUUID()}:`;
  prefixes.push(prefix);
  return prefix;
}

afterAll(async () => {
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  await redis.quit();
});

const at = (iso: string) => new Date(iso);

describe.each([
  ['memory', (limits?: QuotaLimits): QuotaStore => new MemoryQuotaStore(limits)],
  [
    'redis',
    (limits?: QuotaLimits): QuotaStore => new RedisQuotaStore(redis, redisPrefix(), limits),
  ],
])('%s quota store', (_name, makeStore) => {
  it('allows 60 calls a minute and refuses the 61st without counting it', async () => {
    const store = makeStore();
    const now = at('2026-11-23T10:00:05Z');
    for (let i = 0; i < 60; i++) expect((await store.consume('u1', now)).allowed).toBe(true);
    const refused = await store.consume('u1', now);
    expect(refused).toMatchObject({ allowed: false, exceeded: 'minute' });
    expect(await store.peek('u1', now)).toEqual({
      minute: { used: 60, limit: 60 },
      day: { used: 60, limit: 1000 },
    });
    // Another user is counted apart; the next minute starts afresh.
    expect((await store.consume('u2', now)).allowed).toBe(true);
    const next = await store.consume('u1', at('2026-11-23T10:01:00Z'));
    expect(next).toMatchObject({
      allowed: true,
      usage: { minute: { used: 1 }, day: { used: 61 } },
    });
  });

  it('keeps a daily count across minutes and resets it the next UTC day', async () => {
    const store = makeStore({ perMinute: 3, perDay: 5 });
    for (let i = 0; i < 3; i++) await store.consume('u', at('2026-11-23T22:00:00Z'));
    for (let i = 0; i < 2; i++) await store.consume('u', at('2026-11-23T22:01:00Z'));
    expect(await store.consume('u', at('2026-11-23T23:59:59Z'))).toMatchObject({
      allowed: false,
      exceeded: 'day',
      usage: { day: { used: 5, limit: 5 } },
    });
    expect((await store.consume('u', at('2026-11-24T00:00:00Z'))).allowed).toBe(true);
  });
});

describe('secondsUntilReset', () => {
  it('counts to the end of the refusing window', () => {
    expect(secondsUntilReset('minute', at('2026-11-23T10:00:45.500Z'))).toBe(15);
    expect(secondsUntilReset('day', at('2026-11-23T23:58:30Z'))).toBe(90);
  });
});

describe('AI quota on the generate endpoints', () => {
  async function exhaust(app: Awaited<ReturnType<typeof buildTestApp>>, token: string) {
    for (let i = 0; i < 60; i++) {
      const res = await postGenerate(app, token, generateBody(), i % 2 === 1);
      expect(res.statusCode).toBe(200);
    }
  }

  // A frozen clock: sixty calls must not straddle a minute boundary.
  const frozen = () => {
    const now = new Date();
    return () => now;
  };

  it('answers the 61st call of a minute with 429 and Retry-After (memory)', async () => {
    const app = await buildTestApp({ app: { clock: frozen() } });
    try {
      const { tokens } = await registerUser(app);
      await exhaust(app, tokens.accessToken);
      for (const stream of [false, true]) {
        const res = await postGenerate(app, tokens.accessToken, generateBody(), stream);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({
          success: false,
          error: { code: 'RATE_LIMIT_EXCEEDED' },
        });
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
      }
      const health = await app.inject({
        url: '/api/health/gemini',
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(health.json().data.geminiAPI.rateLimit).toEqual({
        minute: { used: 60, limit: 60 },
        day: { used: 60, limit: 1000 },
      });
      // Somebody else still has their own budget.
      const other = await registerUser(app);
      expect((await postGenerate(app, other.tokens.accessToken, generateBody())).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });

  it('shares the counters through Redis when REDIS_URL is set', async () => {
    const app = await buildTestApp({
      env: { REDIS_URL },
      app: { clock: frozen(), questions: { quota: { redisKeyPrefix: redisPrefix() } } },
    });
    try {
      const { tokens } = await registerUser(app);
      await exhaust(app, tokens.accessToken);
      const res = await postGenerate(app, tokens.accessToken, generateBody());
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });

  it('refuses by the day window until UTC midnight of the app clock', async () => {
    let now = at('2026-11-23T23:58:30Z');
    const app = await buildTestApp({
      app: {
        clock: () => now,
        questions: { quota: { store: new MemoryQuotaStore({ perMinute: 2, perDay: 3 }) } },
      },
    });
    try {
      const user = await registerUser(app);
      const token = user.tokens.accessToken;
      for (let i = 0; i < 2; i++)
        expect((await postGenerate(app, token, generateBody())).statusCode).toBe(200);
      const minute = await postGenerate(app, token, generateBody());
      expect(minute.statusCode).toBe(429);
      expect(minute.headers['retry-after']).toBe('30');

      now = at('2026-11-23T23:59:00Z');
      expect((await postGenerate(app, token, generateBody())).statusCode).toBe(200);
      const day = await postGenerate(app, token, generateBody());
      expect(day.statusCode).toBe(429);
      expect(day.json().error.message).toContain('a day');
      expect(day.headers['retry-after']).toBe('60');

      now = at('2026-11-24T00:00:00Z');
      expect((await postGenerate(app, token, generateBody())).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
