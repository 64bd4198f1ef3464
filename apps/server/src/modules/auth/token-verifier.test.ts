import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../errors';
import { ACCESS_AUDIENCE, jwtKey, signJwt } from './access-token';
import { accessTokenVerifier } from './tokens';

const key = jwtKey('a-test-secret-that-is-long-enough-to-use');
const issued = new Date('2026-11-24T12:00:00Z');
const at = (secondsLater: number) => new Date(issued.getTime() + secondsLater * 1000);
const token = (claims: Record<string, unknown> = {}) =>
  signJwt(key, {
    sub: 'user-1',
    aud: ACCESS_AUDIENCE,
    jti: 'j',
    iat: issued.getTime() / 1000,
    exp: issued.getTime() / 1000 + 900,
    ver: 2,
    ...claims,
  });

const codeOf = (verify: () => unknown) => {
  try {
    verify();
  } catch (err) {
    return err instanceof UnauthorizedError ? err.code : 'other';
  }
  return 'accepted';
};

describe('the remembering access-token verifier', () => {
  it('answers a token it verified before with the same claims', () => {
    const verify = accessTokenVerifier(key);
    const good = token();
    expect(verify(good, at(1))).toEqual({ userId: 'user-1', tokenVersion: 2 });
    expect(verify(good, at(2))).toEqual({ userId: 'user-1', tokenVersion: 2 });
  });

  it('still refuses a remembered token once it has expired, as expired', () => {
    const verify = accessTokenVerifier(key);
    const good = token();
    verify(good, at(1));
    expect(codeOf(() => verify(good, at(900)))).toBe('TOKEN_EXPIRED');
    expect(codeOf(() => verify(good, at(901)))).toBe('TOKEN_EXPIRED');
  });

  it('checks an altered copy of a remembered token in full', () => {
    const verify = accessTokenVerifier(key);
    const good = token();
    verify(good, at(1));
    const [header, , signature] = good.split('.');
    const other = token({ sub: 'user-2' }).split('.')[1];
    expect(codeOf(() => verify(`${header}.${other}.${signature}`, at(2)))).toBe('UNAUTHORIZED');
    expect(codeOf(() => verify(`${good}x`, at(2)))).toBe('UNAUTHORIZED');
  });

  it('keeps at most its capacity and still verifies tokens it forgot', () => {
    const verify = accessTokenVerifier(key, 2);
    const tokens = ['a', 'b', 'c'].map((jti) => token({ jti }));
    for (const t of tokens) verify(t, at(1));
    expect(verify(tokens[0]!, at(2))).toEqual({ userId: 'user-1', tokenVersion: 2 });
  });

  it('does not remember a token that is not valid before a time', () => {
    const verify = accessTokenVerifier(key);
    const later = token({ nbf: issued.getTime() / 1000 + 60 });
    expect(codeOf(() => verify(later, at(1)))).toBe('UNAUTHORIZED');
    expect(verify(later, at(61))).toEqual({ userId: 'user-1', tokenVersion: 2 });
    expect(codeOf(() => verify(later, at(1)))).toBe('UNAUTHORIZED');
  });
});
