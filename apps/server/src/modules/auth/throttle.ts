import { createHash } from 'node:crypto';
import type { CounterStore } from '../../plugins/counter-store';
import type { ThrottlePolicy } from '../../plugins/rate-limit';
import { RateLimitError } from '../../errors';
import type { LoginClient } from './known-device';

/**
 * Account protection on top of the general request limit, built so that nobody without the
 * password can keep the owner out (numbers in plugins/rate-limit.ts):
 * - per account and client (a known device, else the IP): every try counts before the password
 *   is checked (parallel guesses stay inside the budget) and a success clears it. A stranger who
 *   spends it locks out only themselves.
 * - per account, for clients it does not know: a daily budget of tries shared by all of them, then
 *   exponential delays between tries (a 429 with Retry-After), never a block. A success does not
 *   refund it, or a guesser would get fresh tries each time the owner signs in; the owner's own
 *   browsers don't need it, they are exempt.
 * - per IP, for clients the account does not know: failures across accounts, wide enough for a
 *   classroom behind one address.
 * - registrations per IP.
 * Keys hold a hash of the e-mail (no addresses in Redis) and exist whether or not the account
 * does, so a throttled unknown e-mail answers exactly like a throttled real one.
 */
export interface AuthThrottle {
  /** Before checking a password; throws 429 when this client may not try this account now. */
  beforeAttempt(email: string, client: LoginClient): Promise<void>;
  failed(email: string, client: LoginClient): Promise<void>;
  succeeded(email: string, client: LoginClient): Promise<void>;
  beforeRegistration(ip: string): Promise<void>;
}

const accountOf = (email: string) => createHash('sha256').update(email).digest('hex');
const clientOf = ({ deviceId, ip }: LoginClient) => (deviceId ? `device:${deviceId}` : `ip:${ip}`);
const pairKey = (email: string, client: LoginClient) =>
  `login:pair:${accountOf(email)}:${clientOf(client)}`;
const strangersKey = (email: string) => `login:account:${accountOf(email)}`;
const delayKey = (email: string) => `login:delay:${accountOf(email)}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
const registrationKey = (ip: string) => `register:ip:${ip}`;

/** A 429 that knows when to come back; auth.routes.ts sends it as Retry-After. */
export class ThrottledError extends RateLimitError {
  constructor(
    what: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`Too many ${what}, retry in ${retryAfterSeconds} s`);
  }
}

const tooMany = (what: string, resetInMs: number) =>
  new ThrottledError(what, Math.max(1, Math.ceil(resetInMs / 1000)));

/** The wait after the n-th try past the free ones: 1 s, 2 s, 4 s … up to the cap. */
export const delayAfter = (policy: ThrottlePolicy, over: number) =>
  Math.min(policy.accountDelayBaseMs * 2 ** Math.min(over - 1, 40), policy.accountDelayCapMs);

export function createAuthThrottle(
  counters: CounterStore,
  settings: ThrottlePolicy | false,
  clock: () => Date,
): AuthThrottle {
  if (!settings) {
    const nothing = async () => {};
    return {
      beforeAttempt: nothing,
      failed: nothing,
      succeeded: nothing,
      beforeRegistration: nothing,
    };
  }
  const policy = settings;
  const attempts = 'sign-in attempts';

  /** Budgets a known device is spared: the address's and the account's slow-down. */
  async function strangerGates(email: string, ip: string, now: number) {
    const byIp = await counters.peek(ipKey(ip));
    if (byIp.count >= policy.loginFailuresPerIp) throw tooMany(attempts, byIp.resetInMs);
    const closed = await counters.closedFor(delayKey(email), now);
    if (closed > 0) throw tooMany(attempts, closed);
  }

  /** Counts a stranger's try at the account; past the free ones, it must find the gate open. */
  async function strangerTry(email: string, now: number) {
    const { count } = await counters.hit(strangersKey(email), policy.accountWindowMs);
    const over = count - policy.accountFreeAttempts;
    if (over <= 0) return;
    const closed = await counters.claim(delayKey(email), now, now + delayAfter(policy, over));
    if (closed > 0) throw tooMany(attempts, closed);
  }

  return {
    async beforeAttempt(email, client) {
      const now = clock().getTime();
      if (!client.deviceId) await strangerGates(email, client.ip, now);
      const pair = await counters.hit(pairKey(email, client), policy.loginWindowMs);
      if (pair.count > policy.loginFailuresPerClient) throw tooMany(attempts, pair.resetInMs);
      if (!client.deviceId) await strangerTry(email, now);
    },
    async failed(_email, client) {
      if (!client.deviceId) await counters.hit(ipKey(client.ip), policy.loginWindowMs);
    },
    async succeeded(email, client) {
      await counters.reset(pairKey(email, client));
    },
    async beforeRegistration(ip) {
      const tries = await counters.hit(registrationKey(ip), policy.registrationWindowMs);
      if (tries.count > policy.registrationsPerIp) throw tooMany('registrations', tries.resetInMs);
    },
  };
}
