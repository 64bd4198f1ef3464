import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * "Known device": after a successful sign-in (or registration) the browser gets a long-lived,
 * httpOnly, SameSite=Lax cookie, HMAC-signed with a key derived from JWT_SECRET, naming a device
 * id and the accounts that signed in on it. Sign-in attempts from that browser count as that
 * device rather than its IP, and are spared the slow-downs strangers set off for the account
 * (throttle.ts). Accounts appear only as keyed hashes of their e-mail, so the cookie names nobody
 * to whoever reads it, and a browser's cookie proves nothing about accounts it never signed in to.
 */
export const KNOWN_DEVICE_COOKIE = 'toeic-ace-device';
export const KNOWN_DEVICE_PATH = '/api/auth';
export const KNOWN_DEVICE_TTL_MS = 180 * 24 * 60 * 60_000;
/** A family computer: the most recent accounts are remembered, the oldest dropped. */
const MAX_ACCOUNTS = 5;

/** Who a sign-in attempt comes from. */
export interface LoginClient {
  ip: string;
  /** Set only when this browser already signed in to the account being tried. */
  deviceId: string | null;
}

const storedSchema = z.strictObject({
  d: z.uuid(),
  a: z.array(z.string().max(64)).max(MAX_ACCOUNTS),
  exp: z.number().int(),
});
type Stored = z.infer<typeof storedSchema>;

export function createKnownDevices(jwtSecret: string, clock: () => Date, secure: boolean) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'toeic-ace', 'known device cookie', 32));
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const accountTag = (email: string) =>
    mac(`account:${email}`).subarray(0, 16).toString('base64url');

  function read(request: FastifyRequest): Stored | null {
    const raw = request.cookies[KNOWN_DEVICE_COOKIE];
    const dot = raw?.lastIndexOf('.') ?? -1;
    if (!raw || dot < 0) return null;
    const payload = raw.slice(0, dot);
    const given = Buffer.from(raw.slice(dot + 1), 'base64url');
    const expected = mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const parsed = storedSchema.safeParse(
        JSON.parse(Buffer.from(payload, 'base64url').toString()),
      );
      return parsed.success && parsed.data.exp > clock().getTime() ? parsed.data : null;
    } catch {
      return null;
    }
  }

  return {
    clientFor(request: FastifyRequest, email: string): LoginClient {
      const device = read(request);
      const known = device?.a.includes(accountTag(email)) ?? false;
      return { ip: request.ip, deviceId: known && device ? device.d : null };
    },

    /** Marks this browser as one the account signed in from, for another 180 days. */
    remember(request: FastifyRequest, reply: FastifyReply, email: string): void {
      const device = read(request);
      const tag = accountTag(email);
      const stored: Stored = {
        d: device?.d ?? randomUUID(),
        a: [tag, ...(device?.a ?? []).filter((other) => other !== tag)].slice(0, MAX_ACCOUNTS),
        exp: clock().getTime() + KNOWN_DEVICE_TTL_MS,
      };
      const payload = Buffer.from(JSON.stringify(stored)).toString('base64url');
      reply.setCookie(KNOWN_DEVICE_COOKIE, `${payload}.${mac(payload).toString('base64url')}`, {
        path: KNOWN_DEVICE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: KNOWN_DEVICE_TTL_MS / 1000,
      });
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
