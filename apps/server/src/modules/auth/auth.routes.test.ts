import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@toeic-ace/contract';
import { buildTestApp } from '../../test/app';
import { bearer, newCredentials, registerUser } from '../../test/users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object });

const fieldsOf = (body: { error: { details: { path: string }[] } }) =>
  body.error.details.map((d) => d.path);

describe('POST /api/auth/register', () => {
  it('creates the account with default preferences and returns a usable token pair', async () => {
    const credentials = newCredentials();
    const res = await post('register', { ...credentials, email: credentials.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: credentials.email,
      username: credentials.username,
      preferences: DEFAULT_PREFERENCES,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(body.data.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await app.inject({
      url: '/api/auth/profile',
      headers: bearer(body.data.tokens.accessToken),
    });
    expect(profile.json().data.email).toBe(credentials.email);
  });

  it('refuses an e-mail that is taken, whatever its case, with 409 EMAIL_TAKEN', async () => {
    const { email } = await registerUser(app);
    const res = await post('register', { ...newCredentials(), email: ` ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'EMAIL_TAKEN', message: expect.any(String) },
    });
  });

  it.each([
    ['a short password', { password: 'short' }, 'password'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email'],
    ['a missing username', { username: undefined }, 'username'],
    ['a blank username', { username: '   ' }, 'username'],
    ['an unknown key', { isAdmin: true }, 'isAdmin'],
  ])('answers 400 VALIDATION_ERROR naming the field for %s', async (_label, change, field) => {
    const res = await post('register', { ...newCredentials(), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(fieldsOf(body)).toEqual([field]);
    expect(body.error.message).toContain(field);
    expect(body.error.details[0]).toEqual({
      path: field,
      message: expect.any(String),
      code: expect.any(String),
    });
  });

  it('reports every invalid field at once', async () => {
    const res = await post('register', { email: 'x', password: '1' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json()).sort()).toEqual(['email', 'password', 'username']);
  });
});

describe('POST /api/auth/login', () => {
  it('returns the user and a fresh token pair; the e-mail is case-insensitive', async () => {
    const account = await registerUser(app);
    const res = await post('login', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toEqual(account.user);
    expect(data.tokens.refreshToken).not.toBe(account.tokens.refreshToken);
    const profile = await app.inject({
      url: '/api/auth/profile',
      headers: bearer(data.tokens.accessToken),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('gives the same 401 LOGIN_FAILED for an unknown e-mail and for a wrong password', async () => {
    const account = await registerUser(app);
    const wrongPassword = await post('login', { email: account.email, password: 'wrong password' });
    const unknownEmail = await post('login', {
      email: 'nobody@example.com',
      password: account.password,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().error.code).toBe('LOGIN_FAILED');
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('answers 400 naming the field when the password is missing', async () => {
    const res = await post('login', { email: 'someone@example.com' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['password']);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token without needing an access token', async () => {
    const { tokens } = await registerUser(app);
    const res = await post('logout', { refreshToken: tokens.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { loggedOut: true } });
    const refresh = await post('refresh', { refreshToken: tokens.refreshToken });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().error.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('also revokes tokens the same login chain produced later', async () => {
    const { tokens } = await registerUser(app);
    const rotated = (await post('refresh', { refreshToken: tokens.refreshToken })).json().data
      .tokens;
    await post('logout', { refreshToken: rotated.refreshToken });
    expect((await post('refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user signed in', async () => {
    const account = await registerUser(app);
    const other = (
      await post('login', { email: account.email, password: account.password })
    ).json();
    await post('logout', { refreshToken: account.tokens.refreshToken });
    const res = await post('refresh', { refreshToken: other.data.tokens.refreshToken });
    expect(res.statusCode).toBe(200);
  });

  it('answers 200 for an unknown token, so it reveals nothing', async () => {
    const res = await post('logout', { refreshToken: 'never-issued' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ loggedOut: true });
  });

  it('answers 400 without a refresh token', async () => {
    const res = await post('logout', {});
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['refreshToken']);
  });
});
