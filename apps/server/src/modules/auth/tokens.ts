import { createHash, createHmac, hkdfSync, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { AUTH } from '@toeic-ace/contract';
import { UnauthorizedError } from '../../errors';

/**
 * Access tokens are short-lived HS256 JWTs (sub = user id); refresh tokens are opaque random
 * strings of which only a SHA-256 hash is stored, so a database leak yields no usable token.
 */
const ALGORITHM = 'HS256';
const AUDIENCE = 'toeic-ace:access';

export type JwtKey = webcrypto.CryptoKey;

/** Imported once: handing jose raw bytes would re-import the key on every call (~4x slower). */
export const jwtKey = (secret: string): Promise<JwtKey> =>
  webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

/**
 * `ver` is the user's token version at issue time; a password change or "log out everywhere"
 * bumps the stored one, which turns every earlier token down (plugins/auth.ts).
 */
export function signAccessToken(
  key: JwtKey,
  userId: string,
  now: Date,
  tokenVersion = 0,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return (
    new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setAudience(AUDIENCE)
      // Two tokens issued in the same second must still differ (logs, future deny-lists).
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + AUTH.accessTokenTtlSeconds)
      .sign(key)
  );
}

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
}

/** Returns the user id; an expired token is told apart so the client knows to refresh. */
export async function verifyAccessToken(
  key: JwtKey,
  token: string,
  now: Date,
): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    if (!payload.sub) throw new UnauthorizedError('Invalid access token');
    // Tokens from before versions existed have no claim: they belong to version 0.
    const tokenVersion = payload.ver ?? 0;
    if (typeof tokenVersion !== 'number') throw new UnauthorizedError('Invalid access token');
    return { userId: payload.sub, tokenVersion };
  } catch (err) {
    if (err instanceof errors.JWTExpired) {
      throw new UnauthorizedError('Access token has expired', 'TOKEN_EXPIRED');
    }
    throw new UnauthorizedError('Invalid access token');
  }
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
