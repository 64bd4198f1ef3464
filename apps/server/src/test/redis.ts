import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';

/** The Redis the suites count in: 127.0.0.1:6379 unless TEST_REDIS_URL names another. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A Redis client for one test file, and key prefixes of its own (one per store or app under
 * test) so that files running at once never count each other's keys; the keys go, and the client
 * quits, after the file.
 */
export function redisPerFile(name: string) {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const prefixes: string[] = [];
  afterAll(async () => {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    }
    await redis.quit();
  });
  const prefix = () => {
    const fresh = `test-${name}-${randomUUID()}:`;
    prefixes.push(fresh);
    return fresh;
  };
  return { redis, prefix };
}
