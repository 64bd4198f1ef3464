import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_PROTECTION,
  DEFAULT_RATE_LIMITS,
  type RateLimitSettings,
} from '../../plugins/rate-limit';
import { buildSiblingApp, buildTestApp } from '../../test/app';
import { newCredentials, registerUser } from '../../test/users';
import { KNOWN_DEVICE_COOKIE } from './known-device';

/**
 * Account protection with its real numbers (5 tries per account and client in 15 minutes, 10
 * tries a day from unknown clients before delays of 1 s, 2 s, 4 s … 15 min, 200 failures per IP
 * in 15 minutes, 20 registrations per IP an hour), counted in memory and in a real Redis at
 * 127.0.0.1:6379. Clients are told apart by address (remoteAddress) and by the known-device
 * cookie a browser gets when it signs in.
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
const { loginFailuresPerClient, accountFreeAttempts } = ACCOUNT_PROTECTION;

type Response = Awaited<ReturnType<FastifyInstance['inject']>>;
interface From {
  ip?: string;
  /** The known-device cookie this browser holds. */
  device?: string;
}

const deviceOf = (res: Response) => res.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)?.value;

function login(app: FastifyInstance, email: string, password: string, from: From = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: from.ip ?? '10.1.1.1',
    ...(from.device ? { cookies: { [KNOWN_DEVICE_COOKIE]: from.device } } : {}),
  });
}

/** Accounts made from addresses of their own, so registration limits play no part. */
let registrations = 0;
async function registerFrom(app: FastifyInstance) {
  const credentials = newCredentials();
  registrations += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: credentials,
    remoteAddress: `10.200.${Math.floor(registrations / 250) % 250}.${registrations % 250}`,
  });
  expect(res.statusCode).toBe(201);
  return credentials;
}

function expectThrottled(res: Response, seconds: { atMost: number; over?: number }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    success: false,
    error: { code: 'RATE_LIMIT_EXCEEDED', message: expect.stringMatching(/retry in \d+ s/) },
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(seconds.over ?? seconds.atMost - 60);
  expect(retryAfter).toBeLessThanOrEqual(seconds.atMost);
  return retryAfter;
}

describe.each([
  ['in memory', false],
  ['in Redis', true],
])('account protection %s', (_label, useRedis) => {
  let prefix: string;
  let now: Date;
  const apps: FastifyInstance[] = [];

  async function build(overrides: Partial<RateLimitSettings> = {}, first?: FastifyInstance) {
    const options = {
      env: useRedis ? { REDIS_URL } : ({} as Record<string, string>),
      app: { rateLimit: { ...loose, ...overrides, keyPrefix: prefix }, clock: () => now },
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

  it('keeps the owner signing in from another client while a stranger guesses', async () => {
    now = new Date();
    const app = await build();
    const owner = await registerFrom(app);
    const attacker = { ip: '10.6.6.6' };
    for (let i = 0; i < loginFailuresPerClient; i++) {
      expect((await login(app, owner.email, WRONG, attacker)).statusCode).toBe(401);
    }
    // The stranger has spent only their own tries.
    expectThrottled(await login(app, owner.email, WRONG, attacker), { atMost: 15 * 60 });
    const ownerSignIn = await login(app, owner.email, owner.password, { ip: '10.7.7.7' });
    expect(ownerSignIn.statusCode).toBe(200);
    const device = deviceOf(ownerSignIn);
    expect(device).toBeTruthy();

    // Guesses from many addresses slow the account down for every client it does not know...
    const statuses = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await login(app, owner.email, WRONG, { ip: `10.6.7.${i}` })).statusCode);
    }
    expect(statuses).toContain(429);
    expectThrottled(await login(app, owner.email, owner.password, { ip: '10.8.8.8' }), {
      atMost: 15 * 60,
      over: 0,
    });
    // ...but not the owner's browser, wherever it is.
    for (const ip of ['10.7.7.7', '10.6.6.6']) {
      expect((await login(app, owner.email, owner.password, { ip, device })).statusCode).toBe(200);
    }
  });

  it('lets a class of 40 behind one address sign in, each after two typos', async () => {
    now = new Date();
    // The real limits, the general per-address request limit included.
    const app = await build({ ...DEFAULT_RATE_LIMITS });
    const classroom = { ip: '10.9.9.9' };
    // Everyone at once, as at the start of a lesson.
    const learners = await Promise.all(Array.from({ length: 40 }, () => registerFrom(app)));
    for (const typo of ['correct horse batery', 'Correct horse battery']) {
      const typos = await Promise.all(
        learners.map((learner) => login(app, learner.email, typo, classroom)),
      );
      expect(typos.map((res) => res.statusCode)).toEqual(Array(40).fill(401));
    }
    const signIns = await Promise.all(
      learners.map((learner) => login(app, learner.email, learner.password, classroom)),
    );
    expect(signIns.map((res) => res.statusCode)).toEqual(Array(40).fill(200));
  }, 120_000);

  it('slows guessing at one account with delays that double up to 15 minutes', async () => {
    now = new Date();
    const app = await build();
    const owner = await registerFrom(app);
    const device = deviceOf(await login(app, owner.email, owner.password, { ip: '10.5.0.1' }));
    let address = 0;
    const stranger = () => ({ ip: `10.5.1.${++address}` });
    // The owner's sign-in above was one of the free tries.
    for (let i = 1; i < accountFreeAttempts; i++) {
      expect((await login(app, owner.email, WRONG, stranger())).statusCode).toBe(401);
    }
    const delays = [];
    for (let i = 0; i < 13; i++) {
      expect((await login(app, owner.email, WRONG, stranger())).statusCode).toBe(401);
      // The next try, even with the right password, waits; the password is not even checked.
      const delay = expectThrottled(await login(app, owner.email, owner.password, stranger()), {
        atMost: 15 * 60,
        over: 0,
      });
      delays.push(delay);
      now = new Date(now.getTime() + delay * 1000);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);

    // The owner's browser is spared, and signing in there hands no fresh tries to the guesser.
    expect((await login(app, owner.email, WRONG, stranger())).statusCode).toBe(401);
    expect((await login(app, owner.email, owner.password, { device })).statusCode).toBe(200);
    expectThrottled(await login(app, owner.email, owner.password, stranger()), {
      atMost: 900,
      over: 899,
    });
  });

  it('refuses the 6th try from one client, even with the right password', async () => {
    now = new Date();
    const app = await build();
    const account = await registerFrom(app);
    for (let i = 0; i < loginFailuresPerClient; i++) {
      expect((await login(app, account.email, WRONG)).statusCode).toBe(401);
    }
    expectThrottled(await login(app, account.email, account.password), { atMost: 15 * 60 });
    // Other accounts from the same address are not affected.
    const other = await registerFrom(app);
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
    const account = await registerFrom(app);
    const { email } = newCredentials();
    const refusals = [];
    for (const target of [email, account.email]) {
      for (let i = 0; i < loginFailuresPerClient; i++) {
        expect((await login(app, target, WRONG)).statusCode).toBe(401);
      }
      refusals.push(await login(app, target, WRONG));
    }
    expectThrottled(refusals[0]!, { atMost: 15 * 60 });
    // Redis windows run on real time, so the seconds left may differ by one there.
    const seconds = useRedis ? /\d+/g : /$^/;
    expect(refusals[0]!.body.replace(seconds, 'n')).toBe(refusals[1]!.body.replace(seconds, 'n'));
  });

  it("clears the client's count on a successful sign-in", async () => {
    now = new Date();
    const app = await build();
    const account = await registerFrom(app);
    for (let i = 0; i < loginFailuresPerClient - 1; i++) {
      await login(app, account.email, WRONG);
    }
    expect((await login(app, account.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < loginFailuresPerClient; i++) {
      expect((await login(app, account.email, WRONG)).statusCode).toBe(401);
    }
    expect((await login(app, account.email, account.password)).statusCode).toBe(429);
  });

  it("refuses an address past its failures across accounts, except the account's own browser", async () => {
    now = new Date();
    // A smaller budget than the real 200 (the classroom above stays under that one).
    const app = await build({ loginFailuresPerIp: 30 });
    const account = await registerFrom(app);
    const here = { ip: '10.2.2.2' };
    const device = deviceOf(await login(app, account.email, account.password, here));
    for (let i = 0; i < 30; i++) {
      expect((await login(app, newCredentials().email, WRONG, here)).statusCode).toBe(401);
    }
    expectThrottled(await login(app, account.email, account.password, here), { atMost: 15 * 60 });
    expect(
      (await login(app, account.email, account.password, { ...here, device })).statusCode,
    ).toBe(200);
    expect((await login(app, account.email, account.password, { ip: '10.3.3.3' })).statusCode).toBe(
      200,
    );
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
    expectThrottled(await register('10.4.4.4'), { atMost: 60 * 60 });
    expect((await register('10.5.5.5')).statusCode).toBe(201);
  });

  it.runIf(useRedis)('shares the counts and the slow-down between two instances', async () => {
    now = new Date();
    const a = await build();
    const b = await build({}, a);
    const account = await registerUser(a);
    for (let i = 0; i < loginFailuresPerClient; i++) {
      const instance = i % 2 === 0 ? a : b;
      expect((await login(instance, account.email, WRONG)).statusCode).toBe(401);
    }
    expect((await login(b, account.email, account.password)).statusCode).toBe(429);
    expect((await login(a, account.email, account.password)).statusCode).toBe(429);
    for (let i = loginFailuresPerClient; i <= accountFreeAttempts; i++) {
      await login(i % 2 ? a : b, account.email, WRONG, { ip: `10.10.0.${i}` });
    }
    expectThrottled(await login(a, account.email, WRONG, { ip: '10.10.1.1' }), {
      atMost: 1,
      over: 0,
    });
    expectThrottled(await login(b, account.email, WRONG, { ip: '10.10.1.2' }), {
      atMost: 1,
      over: 0,
    });
  });
});

describe('the known-device cookie', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ app: { rateLimit: loose } });
  });
  afterAll(() => app.close());

  it('is httpOnly, SameSite=Lax, sent to /api/auth only, for 180 days', async () => {
    const account = await registerFrom(app);
    const res = await login(app, account.email, account.password);
    const header = String(res.headers['set-cookie']);
    expect(header).toContain(`${KNOWN_DEVICE_COOKIE}=`);
    expect(header).toContain('Path=/api/auth');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain(`Max-Age=${180 * 24 * 60 * 60}`);
    expect(header).not.toContain(account.email);
  });

  it('spares only the accounts that signed in on it, and nothing when tampered with', async () => {
    const owner = await registerFrom(app);
    const other = await registerFrom(app);
    const device = deviceOf(await login(app, owner.email, owner.password))!;
    const [payload, signature] = device.split('.') as [string, string];
    // Another first character, so the signature always differs (an HMAC-SHA256 in base64url ends
    // in one of 16 characters: overwriting its end with 'AA' left it unchanged once in 1 024 runs).
    const forged = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (let i = 0; i < loginFailuresPerClient; i++) {
      await login(app, other.email, WRONG, { ip: '10.11.0.1', device });
      await login(app, owner.email, WRONG, { ip: '10.11.0.2', device: forged });
    }
    // The owner's cookie is a stranger's to the other account; a forged one is no cookie at all.
    expect(
      (await login(app, other.email, other.password, { ip: '10.11.0.1', device })).statusCode,
    ).toBe(429);
    expect(
      (await login(app, owner.email, owner.password, { ip: '10.11.0.2', device: forged }))
        .statusCode,
    ).toBe(429);
    expect(
      (await login(app, owner.email, owner.password, { ip: '10.11.0.2', device })).statusCode,
    ).toBe(200);
  });

  it('remembers every account that signed in on one browser', async () => {
    const first = await registerFrom(app);
    const second = await registerFrom(app);
    const one = deviceOf(await login(app, first.email, first.password))!;
    const both = deviceOf(await login(app, second.email, second.password, { device: one }))!;
    for (const account of [first, second]) {
      for (let i = 0; i < loginFailuresPerClient; i++) {
        await login(app, account.email, WRONG, { ip: '10.12.0.1' });
      }
      expect(
        (await login(app, account.email, account.password, { ip: '10.12.0.1' })).statusCode,
      ).toBe(429);
      expect(
        (await login(app, account.email, account.password, { ip: '10.12.0.1', device: both }))
          .statusCode,
      ).toBe(200);
    }
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
      for (let i = 0; i < loginFailuresPerClient; i++) {
        expect((await login(app, account.email, WRONG)).statusCode).toBe(401);
      }
      expect((await login(app, account.email, account.password)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
