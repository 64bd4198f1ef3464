import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';
import { REFRESH_REUSE_GRACE_MS } from './tokens';

/**
 * Two server instances on one database (one PostgreSQL schema with TEST_DATABASE_URL, else one
 * SQLite file), as behind a load balancer: what one revokes, the other refuses.
 */
let a: FastifyInstance;
let b: FastifyInstance;
// One clock for both, as NTP-synchronised machines would have.
let now = new Date();
beforeAll(async () => {
  a = await buildTestApp({ app: { clock: () => now } });
  b = await buildSiblingApp(a, { app: { clock: () => now } });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const refreshOn = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const profileOn = (app: FastifyInstance, accessToken: string) =>
  app.inject({ url: '/api/auth/profile', headers: bearer(accessToken) });

describe('two instances on one database', () => {
  it('serves a session started on one instance from the other', async () => {
    const account = await registerUser(a);
    expect((await profileOn(b, account.tokens.accessToken)).json().data.id).toBe(account.user.id);
  });

  it('detects refresh-token reuse across instances and revokes the family on both', async () => {
    const { tokens } = await registerUser(a);
    const rotated = await refreshOn(a, tokens.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const current = rotated.json().data.tokens;
    now = new Date(now.getTime() + REFRESH_REUSE_GRACE_MS + 1_000);

    // The old token replayed on the other instance after the grace period: refused as reuse...
    const replay = await refreshOn(b, tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_REFRESH_TOKEN');
    // ...and the whole family is gone, on the first instance too.
    const afterReplay = await refreshOn(a, current.refreshToken);
    expect(afterReplay.statusCode).toBe(401);
    expect(afterReplay.json().error.code).toBe('INVALID_REFRESH_TOKEN');
  });

  // Several instances share PostgreSQL (SQLite serves a single instance). Two SQLite connections in one
  // process can't interleave write transactions: better-sqlite3 waits for a lock synchronously,
  // so the other app never gets to release it.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'gives 20 simultaneous refreshes across both instances the same successor',
    async () => {
      const { tokens } = await registerUser(a);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => refreshOn(i % 2 ? b : a, tokens.refreshToken)),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const successors = new Set(results.map((r) => r.json().data.tokens.refreshToken));
      expect(successors.size).toBe(1);
      const successor = results[0]!.json().data.tokens.refreshToken as string;
      expect((await refreshOn(b, successor)).statusCode).toBe(200);
    },
  );

  it('ends sessions everywhere after log out everywhere on one instance', async () => {
    const account = await registerUser(a);
    await a.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(account.tokens.accessToken),
    });
    expect((await profileOn(b, account.tokens.accessToken)).statusCode).toBe(401);
    expect((await refreshOn(b, account.tokens.refreshToken)).statusCode).toBe(401);
  });
});
