import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '@toeic-ace/contract';
import { buildTestApp, TEST_JWT_SECRET } from '../../test/app';
import { bearer, registerUser } from '../../test/users';
import { jwtKey, REFRESH_REUSE_GRACE_MS, signAccessToken } from './tokens';

// The app's clock; tests move it forward to age tokens.
let now = new Date();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ app: { clock: () => now } });
});
afterAll(() => app.close());

const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const profile = (accessToken: string) =>
  app.inject({ url: '/api/auth/profile', headers: bearer(accessToken) });

describe('POST /api/auth/refresh', () => {
  it('rotates: answers a new working pair and rejects the old refresh token afterwards', async () => {
    const { tokens } = await registerUser(app);
    const res = await refresh(tokens.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json().data.tokens;
    expect(res.json()).toEqual({
      success: true,
      data: { tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) } },
    });
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await profile(next.accessToken)).statusCode).toBe(200);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('treats reuse of a rotated token after the grace period as theft and revokes the family', async () => {
    const { tokens } = await registerUser(app);
    const second = (await refresh(tokens.refreshToken)).json().data.tokens;
    const third = (await refresh(second.refreshToken)).json().data.tokens;
    now = new Date(now.getTime() + REFRESH_REUSE_GRACE_MS + 1_000);

    const replay = await refresh(tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_REFRESH_TOKEN');
    // The newest token, held by whoever refreshed last, is dead too.
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
  });

  it('gives 20 simultaneous refreshes with one token the same working successor', async () => {
    const { tokens, user } = await registerUser(app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refresh(tokens.refreshToken)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(results.map((r) => r.json().data.tokens.refreshToken));
    expect(successors.size).toBe(1);
    const successor = results[0]!.json().data.tokens.refreshToken as string;
    expect(successor).not.toBe(tokens.refreshToken);
    for (const r of results) {
      expect((await profile(r.json().data.tokens.accessToken)).json().data.id).toBe(user.id);
    }
    // The successor was not taken for reuse: it goes on rotating.
    expect((await refresh(successor)).statusCode).toBe(200);
  });

  it('answers a replay within 20 s with the same successor, and refuses it afterwards', async () => {
    const { tokens } = await registerUser(app);
    const first = (await refresh(tokens.refreshToken)).json().data.tokens;
    now = new Date(now.getTime() + REFRESH_REUSE_GRACE_MS - 1_000);
    const again = await refresh(tokens.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.tokens.refreshToken).toBe(first.refreshToken);

    now = new Date(now.getTime() + 2_000);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a replay within the grace period once the session has logged out', async () => {
    const { tokens } = await registerUser(app);
    const first = (await refresh(tokens.refreshToken)).json().data.tokens;
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: first.refreshToken },
    });
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it('rejects an unknown token with 401 INVALID_REFRESH_TOKEN', async () => {
    const res = await refresh('made-up-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'INVALID_REFRESH_TOKEN', message: expect.any(String) },
    });
  });

  it('rejects a refresh token older than its lifetime', async () => {
    const { tokens } = await registerUser(app);
    const start = now;
    now = new Date(start.getTime() + (AUTH.refreshTokenTtlDays * 24 + 1) * 3600_000);
    try {
      const res = await refresh(tokens.refreshToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('INVALID_REFRESH_TOKEN');
    } finally {
      now = start;
    }
  });

  it('answers 400 naming the field when the token is missing', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('refreshToken');
  });
});

describe('bearer verification', () => {
  it('answers 401 UNAUTHORIZED without a token, with a malformed one, or a forged one', async () => {
    const { user } = await registerUser(app);
    const otherKey = await jwtKey('another-secret-of-sufficient-length!!');
    const forged = await signAccessToken(otherKey, user.id, now);
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, bearer(forged)]) {
      const res = await app.inject({ url: '/api/auth/profile', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 401 TOKEN_EXPIRED for an expired access token; refreshing then works', async () => {
    const { user, tokens } = await registerUser(app);
    const issued = new Date(now.getTime() - (AUTH.accessTokenTtlSeconds + 60) * 1000);
    const expired = await signAccessToken(await jwtKey(TEST_JWT_SECRET), user.id, issued);

    const res = await profile(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_EXPIRED');

    const renewed = await refresh(tokens.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json().data.tokens.accessToken)).json().data.id).toBe(user.id);
  });

  it('expires the access token 15 minutes after issue by the server clock', async () => {
    const { tokens } = await registerUser(app);
    const start = now;
    now = new Date(start.getTime() + (AUTH.accessTokenTtlSeconds + 1) * 1000);
    try {
      expect((await profile(tokens.accessToken)).json().error.code).toBe('TOKEN_EXPIRED');
    } finally {
      now = start;
    }
  });

  it('answers 401 for a valid token of an account that no longer exists', async () => {
    const { user, tokens } = await registerUser(app);
    await app.db.deleteFrom('users').where('id', '=', user.id).execute();
    const res = await profile(tokens.accessToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
    // Its refresh tokens went with it (foreign key cascade).
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });
});
