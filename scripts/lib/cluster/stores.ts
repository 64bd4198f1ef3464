import { Redis } from 'ioredis';
import pg from 'pg';
import { onCleanup } from './cleanup';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_HOST = 'redis://127.0.0.1:6379';
/** Database indexes other tools leave alone by convention on this machine. */
const REDIS_DB_INDEXES = [8, 9, 10, 11, 12, 13, 14, 15];

/** A fresh, empty PostgreSQL database of the run's own, dropped at cleanup; its URL. */
export async function createDatabase(): Promise<{ url: string; name: string }> {
  const name = `bench_cluster_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  onCleanup(`drop database ${name}`, async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    // FORCE: an instance killed mid-run may have left sessions behind.
    await client.query(`drop database if exists ${name} with (force)`).finally(() => client.end());
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

/**
 * An empty Redis database index for the run's counters (the server's key prefix is fixed, so a
 * database of its own keeps them apart), emptied of the server's keys at cleanup.
 */
export async function pickRedisDatabase(): Promise<string> {
  const start = process.pid % REDIS_DB_INDEXES.length;
  for (let i = 0; i < REDIS_DB_INDEXES.length; i++) {
    const index = REDIS_DB_INDEXES[(start + i) % REDIS_DB_INDEXES.length]!;
    const url = `${REDIS_HOST}/${index}`;
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const size = await redis.dbsize();
    await redis.quit();
    if (size > 0) continue;
    onCleanup(`Redis keys in db ${index}`, () => deleteServerKeys(url));
    return url;
  }
  throw new Error('No empty Redis database among indexes 8–15');
}

async function deleteServerKeys(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'toeic-ace-*', 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
