import { createHash, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { AUTH } from '@toeic-ace/contract';
import {
  ACCESS_AUDIENCE,
  expiredToken,
  signJwt,
  verifyJwt,
  verifyJwtClaims,
  type JwtKey,
} from './access-token';

export { jwtKey, type JwtKey } from './access-token';

/**
 * Access tokens are short-lived HS256 JWTs (sub = user id); refresh tokens are opaque random
 * strings of which only a SHA-256 hash is stored, so a database leak yields no usable token.
 */

/**
 * `ver` is the user's token version at issue time; a password change or "log out everywhere"
 * bumps the stored one, which turns every earlier token down (plugins/auth.ts).
 */
export function signAccessToken(key: JwtKey, userId: string, now: Date, tokenVersion = 0): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return signJwt(key, {
    sub: userId,
    aud: ACCESS_AUDIENCE,
    // Two tokens issued in the same second must still differ (logs, future deny-lists).
    jti: randomUUID(),
    iat: issuedAt,
    exp: issuedAt + AUTH.accessTokenTtlSeconds,
    ver: tokenVersion,
  });
}

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
}

/** The user id and token version; throws 401 (TOKEN_EXPIRED when only the time is up). */
export function verifyAccessToken(key: JwtKey, token: string, now: Date): AccessClaims {
  const { sub, ver } = verifyJwt(key, token, now);
  return { userId: sub, tokenVersion: ver };
}

/** Verified tokens a process remembers; a client sends the same token for its 15 minutes. */
const REMEMBERED_TOKENS = 10_000;

/**
 * verifyAccessToken that remembers the tokens it has verified, by their exact text. Checking the
 * signature (an HMAC and two JSON parses) is the largest fixed cost of an authenticated request,
 * and a client repeats one token for up to 15 minutes. Only a byte-identical string is answered
 * from memory, so a forged or altered token is always checked in full; expiry is checked on every
 * use, and whether the token's user still accepts it is the caller's database check as before.
 */
export function accessTokenVerifier(key: JwtKey, capacity = REMEMBERED_TOKENS) {
  const remembered = new Map<string, { claims: AccessClaims; exp: number }>();
  return (token: string, now: Date): AccessClaims => {
    const known = remembered.get(token);
    if (known) {
      if (known.exp > now.getTime() / 1000) return known.claims;
      remembered.delete(token);
      throw expiredToken();
    }
    const { sub, ver, exp, nbf } = verifyJwtClaims(key, token, now);
    const claims = { userId: sub, tokenVersion: ver };
    if (nbf === undefined) {
      // Oldest first out: a Map iterates in insertion order.
      if (remembered.size >= capacity) remembered.delete(remembered.keys().next().value!);
      remembered.set(token, { claims, exp });
    }
    return claims;
  };
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * How long a rotated refresh token is still answered, with the successor it was already
 * exchanged for: tabs (or retries) refreshing at the same moment all end up with one live token
 * instead of the losers tripping reuse detection and signing the learner out.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

export type SuccessorKey = Buffer;

export const successorKey = (jwtSecret: string): SuccessorKey =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'toeic-ace', 'refresh token successor', 32));

/**
 * The token that replaces the one with this hash: HMAC(server key, old hash), so a replay in the
 * grace period can be answered with the same successor without its plaintext ever being stored.
 * (Storing it encrypted would put a usable credential, a decryption away, into every database
 * backup; this way the database alone yields nothing, and the server key could already sign
 * access tokens anyway.) The first token of a family is random, so every chain is unpredictable.
 */
export const successorToken = (key: SuccessorKey, oldTokenHash: string): string =>
  createHmac('sha256', key).update(oldTokenHash).digest('base64url');

export const refreshTokenExpiry = (now: Date) =>
  new Date(now.getTime() + AUTH.refreshTokenTtlDays * 24 * 60 * 60 * 1000);

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}
