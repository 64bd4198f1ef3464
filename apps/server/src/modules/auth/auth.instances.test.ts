import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';

/**
 * Two server instances on one database (one PostgreSQL schema with TEST_DATABASE_URL, else one
 * SQLite file), as behind a load balancer: what one revokes, the other refuses.
 */
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  a = await buildTestApp();
  b = await buildSiblingApp(a);
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

    // The old token replayed on the other instance: refused as reuse...
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
    'lets exactly one of two simultaneous refreshes win',
    async () => {
      const { tokens } = await registerUser(a);
      const results = await Promise.all([
        refreshOn(a, tokens.refreshToken),
        refreshOn(b, tokens.refreshToken),
      ]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 401]);
      // The loser's attempt counts as reuse: the winner's new token is revoked too.
      const winner = results.find((r) => r.statusCode === 200)!.json().data.tokens;
      expect((await refreshOn(a, winner.refreshToken)).statusCode).toBe(401);
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
