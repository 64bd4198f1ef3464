import { AI_CLIENT, type AiRateLimit } from '@toeic-ace/contract';
import type { Redis } from 'ioredis';
import { RateLimitError } from '../errors';

/**
 * Per-user AI quotas: 60 generation-or-chat calls a minute and 1000 a day (the provider-client
 * limits of the product rules, enforced on the server because AI calls never run in a browser),
 * in fixed windows (the UTC minute and the UTC day). A call that is refused does not count.
 */
export interface QuotaLimits {
  perMinute: number;
  perDay: number;
}

export const DEFAULT_QUOTA_LIMITS: QuotaLimits = {
  perMinute: AI_CLIENT.requestsPerMinute,
  perDay: AI_CLIENT.requestsPerDay,
};

export interface QuotaDecision {
  allowed: boolean;
  usage: AiRateLimit;
  /** Which window refused the call. */
  exceeded?: 'minute' | 'day';
}

export interface QuotaStore {
  /** Counts one call unless a window is full. */
  consume(userId: string, now: Date): Promise<QuotaDecision>;
  /** Current usage, counting nothing. */
  peek(userId: string, now: Date): Promise<AiRateLimit>;
  close?(): Promise<void>;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export const windowsAt = (now: Date) => ({
  minute: Math.floor(now.getTime() / MINUTE_MS),
  day: Math.floor(now.getTime() / DAY_MS),
});

/** Seconds until the refusing window ends (at least 1). */
export function secondsUntilReset(window: 'minute' | 'day', now: Date): number {
  const size = window === 'minute' ? MINUTE_MS : DAY_MS;
  const ms = size - (now.getTime() % size);
  return Math.max(1, Math.ceil(ms / 1000));
}

function decide(limits: QuotaLimits, minute: number, day: number, allowed: boolean): QuotaDecision {
  const usage = {
    minute: { used: Math.min(minute, limits.perMinute), limit: limits.perMinute },
    day: { used: Math.min(day, limits.perDay), limit: limits.perDay },
  };
  if (allowed) return { allowed, usage };
  return { allowed, usage, exceeded: minute >= limits.perMinute ? 'minute' : 'day' };
}

interface Counter {
  minuteWindow: number;
  minute: number;
  dayWindow: number;
  day: number;
}

/** One server instance: counters in a Map, stale users dropped as it grows. */
export class MemoryQuotaStore implements QuotaStore {
  readonly #counters = new Map<string, Counter>();

  constructor(readonly limits: QuotaLimits = DEFAULT_QUOTA_LIMITS) {}

  #current(userId: string, now: Date): Counter {
    const w = windowsAt(now);
    const c = this.#counters.get(userId) ?? {
      minuteWindow: w.minute,
      minute: 0,
      dayWindow: w.day,
      day: 0,
    };
    if (c.minuteWindow !== w.minute) Object.assign(c, { minuteWindow: w.minute, minute: 0 });
    if (c.dayWindow !== w.day) Object.assign(c, { dayWindow: w.day, day: 0 });
    return c;
  }

  async consume(userId: string, now: Date): Promise<QuotaDecision> {
    const c = this.#current(userId, now);
    if (c.minute >= this.limits.perMinute || c.day >= this.limits.perDay) {
      return decide(this.limits, c.minute, c.day, false);
    }
    c.minute += 1;
    c.day += 1;
    if (this.#counters.size > 10_000) this.#prune(now);
    this.#counters.set(userId, c);
    return decide(this.limits, c.minute, c.day, true);
  }

  async peek(userId: string, now: Date): Promise<AiRateLimit> {
    const c = this.#current(userId, now);
    return decide(this.limits, c.minute, c.day, true).usage;
  }

  #prune(now: Date): void {
    const day = windowsAt(now).day;
    for (const [user, c] of this.#counters) if (c.dayWindow !== day) this.#counters.delete(user);
  }
}

/**
 * Check and count in one step, atomically across instances: both windows are read, and only a
 * call within both limits INCRements them (each key EXPIREs after its window has passed).
 */
const CONSUME_SCRIPT = `
local m = tonumber(redis.call('GET', KEYS[1]) or '0')
local d = tonumber(redis.call('GET', KEYS[2]) or '0')
if m >= tonumber(ARGV[1]) or d >= tonumber(ARGV[2]) then return {0, m, d} end
m = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
d = redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[4])
return {1, m, d}
`;

/** Shared counters for several server instances (REDIS_URL). */
export class RedisQuotaStore implements QuotaStore {
  constructor(
    readonly redis: Redis,
    readonly prefix = 'toeic-ace-ai:',
    readonly limits: QuotaLimits = DEFAULT_QUOTA_LIMITS,
    /** Whether close() should quit the connection (true when this store opened it). */
    readonly ownsConnection = false,
  ) {}

  keys(userId: string, now: Date): [string, string] {
    const w = windowsAt(now);
    return [`${this.prefix}${userId}:m:${w.minute}`, `${this.prefix}${userId}:d:${w.day}`];
  }

  async consume(userId: string, now: Date): Promise<QuotaDecision> {
    const [minuteKey, dayKey] = this.keys(userId, now);
    const [allowed, minute, day] = (await this.redis.eval(
      CONSUME_SCRIPT,
      2,
      minuteKey,
      dayKey,
      this.limits.perMinute,
      this.limits.perDay,
      (2 * MINUTE_MS) / 1000,
      (2 * DAY_MS) / 1000,
    )) as [number, number, number];
    return decide(this.limits, minute, day, allowed === 1);
  }

  async peek(userId: string, now: Date): Promise<AiRateLimit> {
    const [minute, day] = await this.redis.mget(...this.keys(userId, now));
    return decide(this.limits, Number(minute ?? 0), Number(day ?? 0), true).usage;
  }

  async close(): Promise<void> {
    if (this.ownsConnection) await this.redis.quit();
  }
}

/** A 429 that tells the client when to come back (the Retry-After header). */
export class RetryLaterError extends RateLimitError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function quotaExceeded(decision: QuotaDecision, now: Date): RetryLaterError {
  const window = decision.exceeded ?? 'minute';
  const limit = decision.usage[window].limit;
  const per = window === 'minute' ? 'a minute' : 'a day';
  return new RetryLaterError(
    `AI request limit reached (${limit} ${per}); try again later`,
    secondsUntilReset(window, now),
  );
}
