import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { calculatePKCECodeChallenge } from 'openid-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/users';
import {
  freePort,
  googleEnv,
  MOCK_CLIENT_ID,
  startMockGoogle,
  type MockGoogle,
} from './mock-google';
import { TRANSACTION_COOKIE } from './transaction-cookie';

const PUBLIC_URL = 'http://app.test';
let mock: MockGoogle;
let app: FastifyInstance;
let now = new Date();

beforeAll(async () => {
  mock = await startMockGoogle();
  app = await buildTestApp({
    env: { ...googleEnv(mock.url), PUBLIC_URL },
    app: { clock: () => now },
  });
});
afterAll(async () => {
  await app?.close();
  await mock?.stop();
});
afterEach(() => {
  now = new Date();
  mock.server.service.removeAllListeners('beforeAuthorizeRedirect');
  mock.server.service.removeAllListeners('beforeResponse');
});

let subjects = 0;
const uniqueSubject = () => `google-sub-${process.pid}-${++subjects}-${Date.now()}`;

interface Started {
  location: URL;
  cookie: string;
  res: LightMyRequestResponse;
}

async function start(target = app): Promise<Started> {
  const res = await target.inject({ url: '/api/auth/google' });
  expect(res.statusCode).toBe(302);
  const cookie = res.cookies.find((c) => c.name === TRANSACTION_COOKIE);
  return { location: new URL(String(res.headers.location)), cookie: cookie?.value ?? '', res };
}

/** The browser's visit to the provider, which auto-approves and redirects back to us. */
async function authorize(location: URL): Promise<URL> {
  const res = await fetch(location, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

async function callback(back: URL, cookie: string | null, target = app) {
  const res = await target.inject({
    url: `${back.pathname}${back.search}`,
    headers: cookie === null ? {} : { cookie: `${TRANSACTION_COOKIE}=${cookie}` },
  });
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
  return { res, params: location.searchParams };
}

async function signIn(claims: Parameters<MockGoogle['setClaims']>[0]) {
  mock.setClaims(claims);
  const { location, cookie } = await start();
  return callback(await authorize(location), cookie);
}

const profileOf = async (accessToken: string) =>
  app.inject({ url: '/api/auth/profile', headers: bearer(accessToken) });

describe('GET /api/auth/google (start)', () => {
  it('redirects to the provider with PKCE S256, state, nonce and the scopes', async () => {
    const { location, cookie, res } = await start();
    expect(location.origin).toBe(mock.url);
    expect(location.pathname).toBe('/authorize');
    const q = location.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(MOCK_CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')).toMatch(/^[\w-]{22,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{22,}$/);
    expect(res.headers['cache-control']).toBe('no-store');

    // The cookie holds what the callback needs; its challenge is the S256 of its verifier.
    const [value, signature] = cookie.split('.');
    expect(signature).toBeTruthy();
    const stored = JSON.parse(Buffer.from(value!, 'base64url').toString());
    expect(stored.s).toBe(q.get('state'));
    expect(stored.n).toBe(q.get('nonce'));
    expect(await calculatePKCECodeChallenge(stored.v)).toBe(q.get('code_challenge'));
  });

  it('sets a signed, httpOnly, SameSite=Lax cookie for /api/auth/google, for 10 minutes', async () => {
    const { res } = await start();
    const header = String(res.headers['set-cookie']);
    expect(header).toContain(`${TRANSACTION_COOKIE}=`);
    expect(header).toContain('Path=/api/auth/google');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Max-Age=600');
    // Plain http here; PUBLIC_URL on https adds Secure.
    expect(header).not.toContain('Secure');
  });

  it('gives every attempt its own state, nonce and verifier', async () => {
    const a = await start();
    const b = await start();
    expect(a.location.searchParams.get('state')).not.toBe(b.location.searchParams.get('state'));
    expect(a.location.searchParams.get('nonce')).not.toBe(b.location.searchParams.get('nonce'));
    expect(a.location.searchParams.get('code_challenge')).not.toBe(
      b.location.searchParams.get('code_challenge'),
    );
  });
});

describe('GET /api/auth/google/callback', () => {
  it('creates an account on first sign-in and redirects with tokens that work', async () => {
    const sub = uniqueSubject();
    const email = `${sub}@gmail.example`;
    const { res, params } = await signIn({ sub, email, email_verified: true, name: 'Mei Lin' });
    expect(params.get('error')).toBeNull();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // The transaction cookie is spent.
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`${TRANSACTION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`),
    );

    const profile = await profileOf(params.get('access_token')!);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      id: params.get('user_id'),
      email,
      username: 'Mei Lin',
    });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: params.get('refresh_token') },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('signs the same Google account into the same user next time', async () => {
    const sub = uniqueSubject();
    const claims = { sub, email: `${sub}@gmail.example`, email_verified: true };
    const first = await signIn(claims);
    const second = await signIn({ ...claims, name: 'Renamed' });
    expect(second.params.get('user_id')).toBe(first.params.get('user_id'));
  });

  it('names a user without a name after the e-mail local part', async () => {
    const sub = uniqueSubject();
    const { params } = await signIn({
      sub,
      email: `kenji.${subjects}@gmail.example`,
      email_verified: true,
    });
    const profile = await profileOf(params.get('access_token')!);
    expect(profile.json().data.username).toBe(`kenji.${subjects}`);
  });

  it('links to the existing account with the same verified e-mail, ending its other sessions', async () => {
    const account = await registerUser(app);
    const { params } = await signIn({
      sub: uniqueSubject(),
      email: account.email.toUpperCase(),
      email_verified: true,
    });
    expect(params.get('user_id')).toBe(account.user.id);
    expect((await profileOf(params.get('access_token')!)).json().data.email).toBe(account.email);
    // Whoever held a session from before the address was proven is signed out.
    expect((await profileOf(account.tokens.accessToken)).statusCode).toBe(401);
    const stale = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: account.tokens.refreshToken },
    });
    expect(stale.statusCode).toBe(401);
    // The password still works for the owner.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('does not link on an unverified e-mail: a separate account with an unreachable address', async () => {
    const account = await registerUser(app);
    const sub = uniqueSubject();
    const { params } = await signIn({
      sub,
      email: account.email,
      email_verified: false,
      name: 'X',
    });
    expect(params.get('user_id')).not.toBe(account.user.id);
    const created = (await profileOf(params.get('access_token')!)).json().data;
    expect(created.email).toMatch(/^google-[0-9a-f]{24}@unverified\.invalid$/);
    // The real owner's sessions are untouched.
    expect((await profileOf(account.tokens.accessToken)).statusCode).toBe(200);
    // And the same Google account comes back to its own separate account.
    const again = await signIn({ sub, email: account.email, email_verified: false });
    expect(again.params.get('user_id')).toBe(params.get('user_id'));
  });

  it('reads the e-mail from userinfo when the ID token has none', async () => {
    const sub = uniqueSubject();
    const email = `${sub}@userinfo.example`;
    mock.setClaims({ sub, email, email_verified: true, name: 'From Userinfo' });
    const stripEmail = (token: { payload: Record<string, unknown> }) => {
      if (token.payload.aud === MOCK_CLIENT_ID) delete token.payload.email;
    };
    mock.server.service.on('beforeTokenSigning', stripEmail);
    try {
      const { location, cookie } = await start();
      const { params } = await callback(await authorize(location), cookie);
      expect((await profileOf(params.get('access_token')!)).json().data.email).toBe(email);
    } finally {
      mock.server.service.off('beforeTokenSigning', stripEmail);
    }
  });

  it('answers google_auth_failed when the ID token carries another nonce', async () => {
    const sub = uniqueSubject();
    mock.setClaims({ sub, email: `${sub}@gmail.example`, email_verified: true, nonce: 'forged' });
    const { location, cookie } = await start();
    const { params } = await callback(await authorize(location), cookie);
    expect(params.get('error')).toBe('google_auth_failed');
    expect(params.get('access_token')).toBeNull();
  });

  it('answers google_auth_failed when the provider refuses consent', async () => {
    mock.setClaims({ sub: uniqueSubject() });
    mock.refuseNext();
    const { location, cookie } = await start();
    const back = await authorize(location);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const { params } = await callback(back, cookie);
    expect(params.get('error')).toBe('google_auth_failed');
  });

  it('answers google_auth_failed when the code exchange fails', async () => {
    mock.setClaims({ sub: uniqueSubject() });
    mock.server.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const { location, cookie } = await start();
    const { params } = await callback(await authorize(location), cookie);
    expect(params.get('error')).toBe('google_auth_failed');
  });

  it('answers callback_failed when the state does not match the cookie', async () => {
    mock.setClaims({ sub: uniqueSubject() });
    const { location, cookie } = await start();
    const back = await authorize(location);
    back.searchParams.set('state', 'attacker-state');
    expect((await callback(back, cookie)).params.get('error')).toBe('callback_failed');
  });

  it('answers callback_failed when the cookie is another attempt’s', async () => {
    mock.setClaims({ sub: uniqueSubject() });
    const mine = await start();
    const other = await start();
    const back = await authorize(mine.location);
    expect((await callback(back, other.cookie)).params.get('error')).toBe('callback_failed');
  });

  it.each([
    ['missing', () => null],
    ['tampered', (cookie: string) => cookie.replace(/^./, (c) => (c === 'e' ? 'f' : 'e'))],
    ['unsigned', (cookie: string) => cookie.split('.')[0]!],
  ])('answers callback_failed when the cookie is %s', async (_label, alter) => {
    mock.setClaims({ sub: uniqueSubject() });
    const { location, cookie } = await start();
    const back = await authorize(location);
    expect((await callback(back, alter(cookie))).params.get('error')).toBe('callback_failed');
  });

  it('answers callback_failed when the cookie is older than 10 minutes', async () => {
    mock.setClaims({ sub: uniqueSubject() });
    const { location, cookie } = await start();
    const back = await authorize(location);
    now = new Date(Date.now() + 10 * 60_000 + 1_000);
    expect((await callback(back, cookie)).params.get('error')).toBe('callback_failed');
  });

  it('answers callback_failed for a callback without code or state', async () => {
    const { cookie } = await start();
    const { params } = await callback(new URL('http://x/api/auth/google/callback'), cookie);
    expect(params.get('error')).toBe('callback_failed');
  });
});

describe('Google-only accounts', () => {
  it('cannot sign in with a password, and cannot set one with a bearer token alone', async () => {
    const sub = uniqueSubject();
    const email = `${sub}@gmail.example`;
    const { params } = await signIn({ sub, email, email_verified: true });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'anything-at-all' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().error.code).toBe('LOGIN_FAILED');

    const headers = bearer(params.get('access_token')!);
    const security = await app.inject({ url: '/api/auth/security', headers });
    expect(security.json().data).toEqual({ hasPassword: false, providers: ['google'] });
    const change = await app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers,
      payload: {
        currentPassword: 'x',
        newPassword: 'a-new-password',
        refreshToken: params.get('refresh_token'),
      },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.code).toBe('PASSWORD_NOT_SET');
  });
});

describe('configuration', () => {
  it('answers 404 GOOGLE_NOT_CONFIGURED, and health says google: false, without credentials', async () => {
    const bare = await buildTestApp({ env: { PUBLIC_URL } });
    try {
      const res = await bare.inject({ url: '/api/auth/google' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'GOOGLE_NOT_CONFIGURED', message: 'Google sign-in is not configured' },
      });
      const health = await bare.inject({ url: '/api/health' });
      expect(health.json().data.auth).toEqual({ google: false });
      const stray = await bare.inject({ url: '/api/auth/google/callback?code=x&state=y' });
      expect(new URL(String(stray.headers.location)).searchParams.get('error')).toBe(
        'callback_failed',
      );
    } finally {
      await bare.close();
    }
    expect((await app.inject({ url: '/api/health' })).json().data.auth).toEqual({ google: true });
  });

  it('sends the browser back with google_auth_failed while the provider is unreachable, and retries discovery', async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const later = await buildTestApp({ env: { ...googleEnv(issuer), PUBLIC_URL } });
    let provider: MockGoogle | undefined;
    try {
      const down = await later.inject({ url: '/api/auth/google' });
      expect(down.statusCode).toBe(302);
      expect(String(down.headers.location)).toBe(
        `${PUBLIC_URL}/auth/callback?error=google_auth_failed`,
      );
      provider = await startMockGoogle(port);
      const up = await start(later);
      expect(up.location.origin).toBe(issuer);
    } finally {
      await later.close();
      await provider?.stop();
    }
  });
});
