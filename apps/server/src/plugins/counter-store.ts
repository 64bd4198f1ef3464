import type { Redis } from 'ioredis';

/** A count inside a fixed window, and how long until the window (and the count) ends. */
export interface Counter {
  count: number;
  resetInMs: number;
}

/**
 * Windowed counters for throttling (failed sign-ins, registrations). The first hit on a key opens
 * a window of `windowMs`; the count goes back to zero when it ends. In memory for one instance, in
 * Redis when several instances must share them.
 *
 * Gates hold a key closed until a moment of the app's clock (the sign-in slow-down): `claim`
 * closes an open gate until `until` and answers 0, or leaves a closed one as it is and answers
 * the milliseconds until it opens; `closedFor` only reads that. Times are the app's, not Redis's,
 * so every instance (and a test moving the clock) agrees on when a gate opens.
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Counter>;
  peek(key: string): Promise<Counter>;
  reset(key: string): Promise<void>;
  claim(key: string, now: number, until: number): Promise<number>;
  closedFor(key: string, now: number): Promise<number>;
}

const EMPTY: Counter = { count: 0, resetInMs: 0 };

export function memoryCounterStore(clock: () => Date = () => new Date()): CounterStore {
  const entries = new Map<string, { count: number; endsAt: number }>();
  const gates = new Map<string, number>();
  let hitsSinceSweep = 0;
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && entry.endsAt <= now) entries.delete(key);
    return entry && entry.endsAt > now ? entry : undefined;
  };
  // Keys of one-off visitors must not pile up forever.
  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (entry.endsAt <= now) entries.delete(key);
    for (const [key, until] of gates) if (until <= now) gates.delete(key);
  };
  const closedFor = (key: string, now: number) => Math.max(0, (gates.get(key) ?? 0) - now);
  return {
    async hit(key, windowMs) {
      const now = clock().getTime();
      if (++hitsSinceSweep >= 1_000) {
        hitsSinceSweep = 0;
        sweep(now);
      }
      const entry = live(key, now) ?? { count: 0, endsAt: now + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, resetInMs: entry.endsAt - now };
    },
    async peek(key) {
      const now = clock().getTime();
      const entry = live(key, now);
      return entry ? { count: entry.count, resetInMs: entry.endsAt - now } : EMPTY;
    },
    async reset(key) {
      entries.delete(key);
    },
    async claim(key, now, until) {
      const left = closedFor(key, now);
      if (left === 0) gates.set(key, until);
      return left;
    },
    async closedFor(key, now) {
      return closedFor(key, now);
    },
  };
}

// One round trip, atomic: concurrent hits from several instances can't both see "first hit".
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK_SCRIPT = `
return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;

// Closes the gate unless it is already closed past `now`, in one step (instances race for it).
// The key outlives the gate by a minute only to be cleaned up; the stored time decides.
const CLAIM_SCRIPT = `
local now = tonumber(ARGV[1])
local closed = tonumber(redis.call('GET', KEYS[1]) or '0')
if closed > now then return closed - now end
redis.call('SET', KEYS[1], ARGV[2], 'PX', math.max(tonumber(ARGV[2]) - now, 0) + 60000)
return 0`;

export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const [count, ttl] = (await redis.eval(PEEK_SCRIPT, 1, prefix + key)) as [number, number];
      return count > 0 && ttl > 0 ? { count, resetInMs: ttl } : EMPTY;
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async claim(key, now, until) {
      return (await redis.eval(CLAIM_SCRIPT, 1, prefix + key, now, until)) as number;
    },
    async closedFor(key, now) {
      const closed = Number((await redis.get(prefix + key)) ?? 0);
      return Math.max(0, closed - now);
    },
  };
}

/**
 * Redis first; while it is unreachable the instance counts on its own rather than letting every
 * guess through (or failing every sign-in).
 */
export function withFallback(
  primary: CounterStore,
  fallback: CounterStore,
  onError: (err: unknown) => void,
): CounterStore {
  const guarded =
    <A extends unknown[], R>(run: (store: CounterStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(primary, ...args);
      } catch (err) {
        onError(err);
        return run(fallback, ...args);
      }
    };
  return {
    hit: guarded((store, key: string, windowMs: number) => store.hit(key, windowMs)),
    peek: guarded((store, key: string) => store.peek(key)),
    reset: guarded((store, key: string) => store.reset(key)),
    claim: guarded((store, key: string, now: number, until: number) =>
      store.claim(key, now, until),
    ),
    closedFor: guarded((store, key: string, now: number) => store.closedFor(key, now)),
  };
}
