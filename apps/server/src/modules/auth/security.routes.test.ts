import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers = {}) =>
  app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers });
const refresh = (refreshToken: string) => post('refresh', { refreshToken });
const profile = (accessToken: string) =>
  app.inject({ url: '/api/auth/profile', headers: bearer(accessToken) });

async function secondSession(account: { email: string; password: string }) {
  const res = await post('login', { email: account.email, password: account.password });
  return res.json().data.tokens as { accessToken: string; refreshToken: string };
}

const changePassword = (accessToken: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/auth/password', headers: bearer(accessToken), payload });

describe('PUT /api/auth/password', () => {
  it('changes the password, keeps the caller signed in and ends every other session', async () => {
    const account = await registerUser(app);
    const other = await secondSession(account);
    const res = await changePassword(account.tokens.accessToken, {
      currentPassword: account.password,
      newPassword: 'a brand new password',
      refreshToken: account.tokens.refreshToken,
    });
    expect(res.statusCode).toBe(200);
    const { tokens } = res.json().data;
    expect(tokens.refreshToken).toBe(account.tokens.refreshToken);

    // The caller: the returned access token works, and so does its refresh token, once.
    expect((await profile(tokens.accessToken)).statusCode).toBe(200);
    expect((await refresh(account.tokens.refreshToken)).statusCode).toBe(200);
    // Everyone else, and the caller's access token from before the change, is out.
    expect((await profile(other.accessToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await profile(account.tokens.accessToken)).statusCode).toBe(401);

    const oldLogin = await post('login', { email: account.email, password: account.password });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('login', {
      email: account.email,
      password: 'a brand new password',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 INVALID_CURRENT_PASSWORD and changes nothing', async () => {
    const account = await registerUser(app);
    const other = await secondSession(account);
    const res = await changePassword(account.tokens.accessToken, {
      currentPassword: 'not my password',
      newPassword: 'a brand new password',
      refreshToken: account.tokens.refreshToken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'The current password is incorrect',
    });
    expect((await profile(other.accessToken)).statusCode).toBe(200);
    const login = await post('login', { email: account.email, password: account.password });
    expect(login.statusCode).toBe(200);
  });

  it('applies the password rules of registration to the new password', async () => {
    const account = await registerUser(app);
    const res = await changePassword(account.tokens.accessToken, {
      currentPassword: account.password,
      newPassword: 'short',
      refreshToken: account.tokens.refreshToken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(['newPassword']);
  });

  it('refuses a refresh token that is not a live session of the caller', async () => {
    const account = await registerUser(app);
    const stranger = await registerUser(app);
    for (const refreshToken of [stranger.tokens.refreshToken, 'never-issued']) {
      const res = await changePassword(account.tokens.accessToken, {
        currentPassword: account.password,
        newPassword: 'a brand new password',
        refreshToken,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].path).toBe('refreshToken');
    }
    // The stranger is untouched.
    expect((await refresh(stranger.tokens.refreshToken)).statusCode).toBe(200);
  });

  it('needs an access token', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: 'x', newPassword: 'yyyyyyyy', refreshToken: 'z' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('says whether the account has a password', async () => {
    const account = await registerUser(app);
    const res = await app.inject({
      url: '/api/auth/security',
      headers: bearer(account.tokens.accessToken),
    });
    expect(res.json()).toEqual({ success: true, data: { hasPassword: true, providers: [] } });
  });
});

describe('PUT /api/auth/password under account protection', () => {
  it('counts wrong current passwords against the account: a stolen token is no oracle', async () => {
    const limited = await buildTestApp({
      app: { rateLimit: { max: 10_000, authMax: 10_000, timeWindowMs: 60_000 } },
    });
    try {
      const account = await registerUser(limited);
      const attempt = (currentPassword: string) =>
        limited.inject({
          method: 'PUT',
          url: '/api/auth/password',
          headers: bearer(account.tokens.accessToken),
          payload: {
            currentPassword,
            newPassword: 'a brand new password',
            refreshToken: account.tokens.refreshToken,
          },
        });
      for (let i = 0; i < 5; i++) expect((await attempt('guess')).statusCode).toBe(400);
      const res = await attempt(account.password);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session of the user: refresh and access tokens alike', async () => {
    const account = await registerUser(app);
    const other = await secondSession(account);
    const bystander = await registerUser(app);
    const res = await post('logout-all', {}, bearer(account.tokens.accessToken));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { loggedOut: true } });

    for (const tokens of [account.tokens, other]) {
      expect((await profile(tokens.accessToken)).statusCode).toBe(401);
      expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    }
    expect((await profile(bystander.tokens.accessToken)).statusCode).toBe(200);
    // Signing in again works, and that new session is not affected.
    const again = await secondSession(account);
    expect((await profile(again.accessToken)).statusCode).toBe(200);
  });

  it('needs an access token', async () => {
    expect((await post('logout-all', {})).statusCode).toBe(401);
  });
});
