import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { UnauthorizedError } from '../../errors';

/**
 * Access tokens: compact HS256 JWTs (RFC 7519) signed and checked with node:crypto directly.
 * Every authenticated request verifies one, so the check is synchronous and allocation-light
 * (a few µs; jose's WebCrypto path costs ~90 µs of promise hops per request here). The rules are
 * the ones a JWT library applies: the algorithm is fixed (no `alg` confusion, no `none`), the
 * signature is compared in constant time before any claim is trusted, `crit` is refused, and
 * `exp`, `nbf`, `aud` and `sub` are checked against the server clock.
 */
const ALGORITHM = 'HS256';
export const ACCESS_AUDIENCE = 'toeic-ace:access';

export type JwtKey = KeyObject;

/** Prepared once from the secret; signing and verifying reuse it. */
export const jwtKey = (secret: string): JwtKey => createSecretKey(Buffer.from(secret, 'utf8'));

const HEADER = base64url(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

const signatureOf = (key: JwtKey, signingInput: string) =>
  createHmac('sha256', key).update(signingInput).digest();

export interface AccessTokenClaims {
  sub: string;
  aud: string;
  jti: string;
  iat: number;
  exp: number;
  /** The user's token version at issue time (plugins/auth.ts). */
  ver: number;
}

export function signJwt(key: JwtKey, claims: AccessTokenClaims): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${signatureOf(key, signingInput).toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const invalid = () => new UnauthorizedError('Invalid access token');

function parseJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // falls through to the refusal below
  }
  throw invalid();
}

const hasAudience = (aud: unknown) =>
  aud === ACCESS_AUDIENCE || (Array.isArray(aud) && aud.includes(ACCESS_AUDIENCE));

export interface VerifiedJwt {
  sub: string;
  ver: number;
  /** Seconds since the epoch; checked again whenever a remembered token is used. */
  exp: number;
  /** Present only when the token has one; such tokens are not remembered. */
  nbf?: number;
}

/**
 * The token's claims once its signature and times check out; an expired token is told apart
 * (TOKEN_EXPIRED) so the client knows to refresh rather than sign in again.
 */
export function verifyJwt(key: JwtKey, token: string, now: Date): { sub: string; ver: number } {
  const { sub, ver } = verifyJwtClaims(key, token, now);
  return { sub, ver };
}

export const expiredToken = () =>
  new UnauthorizedError('Access token has expired', 'TOKEN_EXPIRED');

/** verifyJwt with the times, for a caller that remembers verified tokens. */
export function verifyJwtClaims(key: JwtKey, token: string, now: Date): VerifiedJwt {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) throw invalid();
  const [header, payload, signature] = parts as [string, string, string];
  const expected = signatureOf(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();

  const head = parseJson(header);
  if (head.alg !== ALGORITHM || head.crit !== undefined) throw invalid();
  const claims = parseJson(payload);
  const seconds = now.getTime() / 1000;
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) throw invalid();
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > seconds)) {
    throw invalid();
  }
  if (!hasAudience(claims.aud)) throw invalid();
  if (typeof claims.sub !== 'string' || claims.sub === '') throw invalid();
  // Tokens from before versions existed have no claim: they belong to version 0.
  const ver = claims.ver ?? 0;
  if (typeof ver !== 'number') throw invalid();
  // Checked last, as jose does: only a token that is otherwise good is reported as expired.
  if (claims.exp <= seconds) throw expiredToken();
  return {
    sub: claims.sub,
    ver,
    exp: claims.exp,
    ...(claims.nbf !== undefined ? { nbf: claims.nbf as number } : {}),
  };
}
