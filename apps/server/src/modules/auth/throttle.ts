import { createHash } from 'node:crypto';
import type { CounterStore } from '../../plugins/counter-store';
import type { ThrottlePolicy } from '../../plugins/rate-limit';
import { RateLimitError } from '../../errors';

/**
 * Account protection on top of the global request limit:
 * - per account: every sign-in attempt (or current-password check) counts, a success clears the
 *   count; past the budget the password is not even checked. Counting before checking keeps
 *   parallel guesses inside the budget.
 * - per IP: only failures count, so a classroom behind one address can still sign in.
 * - registrations per IP.
 * Keys hold a hash of the e-mail (no addresses in Redis) and exist whether or not the account
 * does, so a throttled unknown e-mail answers exactly like a throttled real one.
 */
export interface AuthThrottle {
  /** Before checking a password; throws 429 when the account or the IP budget is spent. */
  beforeAttempt(email: string, ip: string): Promise<void>;
  failed(ip: string): Promise<void>;
  succeeded(email: string): Promise<void>;
  beforeRegistration(ip: string): Promise<void>;
}

const accountKey = (email: string) =>
  `login:account:${createHash('sha256').update(email).digest('hex')}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
const registrationKey = (ip: string) => `register:ip:${ip}`;

/** A 429 that knows when the window ends; auth.routes.ts sends it as Retry-After. */
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

export function createAuthThrottle(
  counters: CounterStore,
  policy: ThrottlePolicy | false,
): AuthThrottle {
  if (!policy) {
    const nothing = async () => {};
    return {
      beforeAttempt: nothing,
      failed: nothing,
      succeeded: nothing,
      beforeRegistration: nothing,
    };
  }
  return {
    async beforeAttempt(email, ip) {
      const byIp = await counters.peek(ipKey(ip));
      if (byIp.count >= policy.loginFailuresPerIp) {
        throw tooMany('failed sign-in attempts', byIp.resetInMs);
      }
      const account = await counters.hit(accountKey(email), policy.loginWindowMs);
      if (account.count > policy.loginFailuresPerAccount) {
        throw tooMany('failed sign-in attempts', account.resetInMs);
      }
    },
    async failed(ip) {
      await counters.hit(ipKey(ip), policy.loginWindowMs);
    },
    async succeeded(email) {
      await counters.reset(accountKey(email));
    },
    async beforeRegistration(ip) {
      const attempts = await counters.hit(registrationKey(ip), policy.registrationWindowMs);
      if (attempts.count > policy.registrationsPerIp) {
        throw tooMany('registrations', attempts.resetInMs);
      }
    },
  };
}
