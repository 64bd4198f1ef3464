import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthResult } from '@toeic-ace/contract';
import { buildTestApp } from '../test/app';
import { bearer, newCredentials } from '../test/users';

/** The general /api budget as RATE_LIMIT_MAX sets it, with no test override. */
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(env: Record<string, string>) {
  const app = await buildTestApp({ env, app: { rateLimit: undefined } });
  apps.push(app);
  return app;
}

const CLASSROOM = '198.51.100.7';

async function signUp(app: FastifyInstance, remoteAddress: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: newCredentials(),
    remoteAddress,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: AuthResult }>().data.tokens.accessToken;
}

const profile = (
  app: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => app.inject({ url: '/api/auth/profile', remoteAddress, headers });

const statuses = async (calls: (() => Promise<{ statusCode: number }>)[]) => {
  const codes: number[] = [];
  for (const call of calls) codes.push((await call()).statusCode);
  return codes;
};

describe('the general request budget', () => {
  it('counts signed-in learners one by one, even behind one address', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '4' });
    const ann = await signUp(app, '10.0.0.1');
    const ben = await signUp(app, '10.0.0.2');

    const annCalls = await statuses(
      Array.from({ length: 5 }, () => () => profile(app, CLASSROOM, bearer(ann))),
    );
    expect(annCalls).toEqual([200, 200, 200, 200, 429]);
    // Ann spent her budget; Ben, at the same address, has all of his.
    expect((await profile(app, CLASSROOM, bearer(ben))).statusCode).toBe(200);
  });

  it('counts anonymous and forged-token calls per address, on protected routes too', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '3' });
    const forged = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' };
    const codes = await statuses([
      () => profile(app, CLASSROOM),
      () => profile(app, CLASSROOM, forged),
      () => profile(app, CLASSROOM),
      () => profile(app, CLASSROOM, forged),
    ]);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await profile(app, '203.0.113.9')).statusCode).toBe(401);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const viaProxy = (app: FastifyInstance, client: string) =>
      profile(app, '127.0.0.1', { 'x-forwarded-for': client });

    const trusting = await appWith({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '127.0.0.1' });
    expect((await viaProxy(trusting, '203.0.113.1')).statusCode).toBe(401);
    expect((await viaProxy(trusting, '203.0.113.2')).statusCode).toBe(401);
    expect((await viaProxy(trusting, '203.0.113.1')).statusCode).toBe(429);

    // Off by default: a client cannot pick a fresh address for every request.
    const plain = await appWith({ RATE_LIMIT_MAX: '1' });
    expect((await viaProxy(plain, '203.0.113.1')).statusCode).toBe(401);
    expect((await viaProxy(plain, '203.0.113.2')).statusCode).toBe(429);
  });
});
