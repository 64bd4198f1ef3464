import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../errors';
import { ACCESS_AUDIENCE, jwtKey, signJwt, verifyJwt } from './access-token';

const SECRET = 'a-test-secret-that-is-long-enough-to-use';
const key = jwtKey(SECRET);
const now = new Date('2026-11-24T12:00:00Z');
const seconds = now.getTime() / 1000;
const claims = {
  sub: 'user-1',
  aud: ACCESS_AUDIENCE,
  jti: 'j',
  iat: seconds,
  exp: seconds + 900,
  ver: 3,
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, signed with HMAC-SHA256 under `secret`. */
function handMade(header: unknown, payload: unknown, secret = SECRET) {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const codeOf = (token: string) => {
  try {
    verifyJwt(key, token, now);
  } catch (err) {
    if (err instanceof UnauthorizedError) return err.code;
    throw err;
  }
  return 'accepted';
};

describe('access token verification', () => {
  it('accepts its own tokens and tokens a standard JWT library signs', async () => {
    expect(verifyJwt(key, signJwt(key, claims), now)).toEqual({ sub: 'user-1', ver: 3 });
    const fromJose = await new SignJWT({ ver: 2 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user-2')
      .setAudience(ACCESS_AUDIENCE)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(verifyJwt(key, fromJose, now)).toEqual({ sub: 'user-2', ver: 2 });
  });

  it('refuses a forged, tampered or algorithm-swapped token', () => {
    const good = signJwt(key, claims);
    const [header, , signature] = good.split('.');
    const tampered = `${header}.${b64({ ...claims, sub: 'admin' })}.${signature}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    for (const token of [
      handMade({ alg: 'HS256' }, claims, 'another-secret-of-sufficient-length!!'),
      tampered,
      unsigned,
      handMade({ alg: 'HS512' }, claims),
      handMade({ alg: 'HS256', crit: ['exp'] }, claims),
      'not.a.token',
      `${good}.extra`,
      '',
    ]) {
      expect(codeOf(token), token).toBe('UNAUTHORIZED');
    }
  });

  it('checks audience, subject, version and the not-before time', () => {
    for (const payload of [
      { ...claims, aud: 'someone-else' },
      { ...claims, sub: '' },
      { ...claims, sub: 42 },
      { ...claims, ver: '3' },
      { ...claims, nbf: seconds + 60 },
      { ...claims, exp: undefined },
      [claims],
    ]) {
      expect(codeOf(handMade({ alg: 'HS256' }, payload)), JSON.stringify(payload)).toBe(
        'UNAUTHORIZED',
      );
    }
    expect(codeOf(handMade({ alg: 'HS256' }, { ...claims, aud: ['x', ACCESS_AUDIENCE] }))).toBe(
      'accepted',
    );
  });

  it('tells an expired token apart, from the exact second it expires', () => {
    expect(codeOf(signJwt(key, { ...claims, exp: seconds }))).toBe('TOKEN_EXPIRED');
    expect(codeOf(signJwt(key, { ...claims, exp: seconds + 1 }))).toBe('accepted');
    // A forged token is never reported as merely expired.
    expect(
      codeOf(handMade({ alg: 'HS256' }, { ...claims, exp: seconds - 10 }, 'x'.repeat(40))),
    ).toBe('UNAUTHORIZED');
  });
});
