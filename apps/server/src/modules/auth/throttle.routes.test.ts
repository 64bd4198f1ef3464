import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PROTECTION, type RateLimitSettings } from '../../plugins/rate-limit';
import { buildSiblingApp, buildTestApp } from '../../test/app';
import { newCredentials, registerUser } from '../../test/users';

/**
 * Account protection with its real numbers (5 failures per account, 20 per IP in 15 minutes,
 * 20 registrations per IP an hour), counted in memory and in a real Redis at 127.0.0.1:6379.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(() => redis.quit());

async function removeKeys(prefix: string) {
  if (redis.status !== 'ready') await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

const loose = { max: 100_000, authMax: 100_000, timeWindowMs: 60_000 };
const WRONG = 'not-the-password';

describe.each([
  ['in memory', false],
  ['in Redis', true],
])('account protection %s', (_label, useRedis) => {
  let prefix: string;
  let now: Date;
  const apps: FastifyInstance[] = [];

  const settings = (): RateLimitSettings => ({ ...loose, keyPrefix: prefix });
  async function build(first?: FastifyInstance) {
    const options = {
      env: useRedis ? { REDIS_URL } : ({} as Record<string, string>),
      app: { rateLimit: settings(), clock: () => now },
    };
    const app = first ? await buildSiblingApp(first, options) : await buildTestApp(options);
    apps.unshift(app);
    return app;
  }

  beforeAll(() => {
    prefix = `toeic-ace-test-${randomBytes(4).toString('hex')}-`;
  });
  afterEach(async () => {
    // Siblings first: the first app owns the database.
    for (const app of apps.splice(0)) await app.close();
    if (useRedis) await removeKeys(prefix);
    prefix = `toeic-ace-test-${randomBytes(4).toString('hex')}-`;
  });

  const login = (app: FastifyInstance, email: string, password: string, ip = '10.1.1.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  function expectThrottled(res: Awaited<ReturnType<typeof login>>, windowSeconds: number) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'RATE_LIMIT_EXCEEDED', message: expect.stringMatching(/retry in \d+ s/) },
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  it('refuses the 6th try at one account within 15 minutes, even with the right password', async () => {
    now = new Date();
    const app = await build();
    const account = await registerUser(app);
    for (let i = 0; i < ACCOUNT_PROTECTION.loginFailuresPerAccount; i++) {
      expect((await login(app, account.email, WRONG)).statusCode).toBe(401);
    }
    expectThrottled(await login(app, account.email, account.password), 15 * 60);
    // Other accounts from the same address are not affected.
    const other = await registerUser(app);
    expect((await login(app, other.email, other.password)).statusCode).toBe(200);
    // The window ends (memory follows the app clock; Redis keys expire in real time).
    if (!useRedis) {
      now = new Date(now.getTime() + 15 * 60_000 + 1_000);
      expect((await login(app, account.email, account.password)).statusCode).toBe(200);
    }
  });

  it('throttles an unknown e-mail exactly like a real one', async () => {
    now = new Date();
    const app = await build();
    const { email } = newCredentials();
    for (let i = 0; i < ACCOUNT_PROTECTION.loginFailuresPerAccount; i++) {
      expect((await login(app, email, WRONG)).statusCode).toBe(401);
    }
    expectThrottled(await login(app, email, WRONG), 15 * 60);
  });

  it('clears the account count on a successful sign-in', async () => {
    now = new Date();
    const app = await build();
    const account = await registerUser(app);
    const fails = ACCOUNT_PROTECTION.loginFailuresPerAccount - 1;
    for (let i = 0; i < fails; i++) await login(app, account.email, WRONG);
    expect((await login(app, account.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_PROTECTION.loginFailuresPerAccount; i++) {
      expect((await login(app, account.email, WRONG)).statusCode).toBe(401);
    }
    expect((await login(app, account.email, account.password)).statusCode).toBe(429);
  });

  it('refuses an address after 20 failures across accounts; other addresses go on', async () => {
    now = new Date();
    const app = await build();
    const account = await registerUser(app);
    for (let i = 0; i < ACCOUNT_PROTECTION.loginFailuresPerIp; i++) {
      expect((await login(app, newCredentials().email, WRONG, '10.2.2.2')).statusCode).toBe(401);
    }
    expectThrottled(await login(app, account.email, account.password, '10.2.2.2'), 15 * 60);
    expect((await login(app, account.email, account.password, '10.3.3.3')).statusCode).toBe(200);
  });

  it('allows ACCOUNT_PROTECTION.registrationsPerIp (20) registrations an hour from one address', async () => {
    now = new Date();
    const app = await build();
    const register = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newCredentials(),
        remoteAddress: ip,
      });
    for (let i = 0; i < ACCOUNT_PROTECTION.registrationsPerIp; i++) {
      expect((await register('10.4.4.4')).statusCode).toBe(201);
    }
    expectThrottled(await register('10.4.4.4'), 60 * 60);
    expect((await register('10.5.5.5')).statusCode).toBe(201);
  });

  it.runIf(useRedis)('shares the counts between two instances', async () => {
    now = new Date();
    const a = await build();
    const b = await build(a);
    const account = await registerUser(a);
    for (let i = 0; i < ACCOUNT_PROTECTION.loginFailuresPerAccount; i++) {
      const instance = i % 2 === 0 ? a : b;
      expect((await login(instance, account.email, WRONG)).statusCode).toBe(401);
    }
    expect((await login(b, account.email, account.password)).statusCode).toBe(429);
    expect((await login(a, account.email, account.password)).statusCode).toBe(429);
  });
});

describe('account protection with Redis unreachable', () => {
  it('keeps counting in memory instead of letting every guess through', async () => {
    const app = await buildTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
      app: { rateLimit: loose },
    });
    try {
      const account = await registerUser(app);
      const login = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password },
        });
      for (let i = 0; i < ACCOUNT_PROTECTION.loginFailuresPerAccount; i++) {
        expect((await login(WRONG)).statusCode).toBe(401);
      }
      expect((await login(account.password)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
