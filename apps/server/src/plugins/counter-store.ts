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
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Counter>;
  peek(key: string): Promise<Counter>;
  reset(key: string): Promise<void>;
}

const EMPTY: Counter = { count: 0, resetInMs: 0 };

export function memoryCounterStore(clock: () => Date = () => new Date()): CounterStore {
  const entries = new Map<string, { count: number; endsAt: number }>();
  let hitsSinceSweep = 0;
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && entry.endsAt <= now) entries.delete(key);
    return entry && entry.endsAt > now ? entry : undefined;
  };
  // Keys of one-off visitors must not pile up forever.
  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (entry.endsAt <= now) entries.delete(key);
  };
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
  };
}
