import { hkdfSync } from 'node:crypto';
import { z } from 'zod';
import type { SignInTransaction } from './google-client';

/**
 * The PKCE verifier, state and nonce of one sign-in live in the browser between the start and the
 * callback: an HMAC-signed (key derived from JWT_SECRET, so nothing new to configure), httpOnly,
 * SameSite=Lax cookie (the callback is a top-level GET from the provider), sent only to
 * /api/auth/google*, for 10 minutes; the expiry is also inside the signed value, so a replayed
 * cookie is refused even if a browser kept it longer.
 */
export const TRANSACTION_COOKIE = 'toeic-ace-google';
export const TRANSACTION_COOKIE_PATH = '/api/auth/google';
export const TRANSACTION_TTL_MS = 10 * 60_000;

export const cookieSigningKey = (jwtSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'toeic-ace', 'google sign-in transaction cookie', 32));

const storedSchema = z.strictObject({
  v: z.string().min(43).max(128),
  s: z.string().min(1).max(128),
  n: z.string().min(1).max(128),
  exp: z.number().int(),
});

export function encodeTransaction(transaction: SignInTransaction, now: Date): string {
  const stored = {
    v: transaction.codeVerifier,
    s: transaction.state,
    n: transaction.nonce,
    exp: now.getTime() + TRANSACTION_TTL_MS,
  };
  return Buffer.from(JSON.stringify(stored)).toString('base64url');
}

/** The transaction of an already signature-checked value, or null when malformed or expired. */
export function decodeTransaction(value: string, now: Date): SignInTransaction | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString()));
    if (!parsed.success || parsed.data.exp <= now.getTime()) return null;
    return { codeVerifier: parsed.data.v, state: parsed.data.s, nonce: parsed.data.n };
  } catch {
    return null;
  }
}

export const cookieOptions = (secure: boolean) => ({
  path: TRANSACTION_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  signed: true,
  maxAge: TRANSACTION_TTL_MS / 1000,
});
