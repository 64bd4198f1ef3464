import { Writable } from 'node:stream';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { buildTestApp, TEST_JWT_SECRET } from '../test/app';
import { closedPort } from '../test/http';
import { bearer, newCredentials, registerUser } from '../test/users';
import { createDatabase } from './database';
import { DATABASE_RETRY_AFTER_SECONDS } from './unavailable';

/**
 * What a client sees while the database is down or restarting: 503 SERVICE_UNAVAILABLE with
 * Retry-After in the usual envelope, never a 500, and the app recovering by itself.
 */
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** Log lines the app wrote, parsed. */
function logSink() {
  const lines: { level: number; msg: string; err?: unknown }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { lines, stream };
}

const PINO_WARN = 40;

describe('a PostgreSQL server that is not there', () => {
  async function appOnClosedPort() {
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/none`;
    const config = loadConfig({
      LOG_LEVEL: 'info',
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: url,
    });
    const log = logSink();
    const app = await buildApp(config, {
      db: createDatabase(url),
      rateLimit: false,
      logStream: log.stream,
    });
    apps.push(app);
    return { app, log };
  }

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, no internals, logged as a warning', async () => {
    const { app, log } = await appOnClosedPort();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newCredentials(),
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    const body = res.json();
    expect(body).toEqual({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres|connect/i);
    const warned = log.lines.filter((line) => line.msg === body.error.message);
    expect(warned.map((line) => line.level)).toEqual([PINO_WARN]);
    // The log keeps the driver's error for the operator.
    expect(JSON.stringify(warned[0]!.err)).toMatch(/ECONNREFUSED/);
    expect(log.lines.some((line) => line.level > PINO_WARN)).toBe(false);
  });
});

// The suite runs once per database (CI runs both); each outage below exists on one of them only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('PostgreSQL connections terminated mid-use', () => {
  it('answers each request with success or 503, never 500, and recovers by itself', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const { tokens } = await registerUser(app);
    const auth = bearer(tokens.accessToken);
    // The harness names each app's connections after its schema.
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(app.db);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const statuses: number[] = [];
    const call = async (i: number) => {
      const res =
        i % 2 === 0
          ? await app.inject({ url: '/api/auth/profile', headers: auth })
          : await app.inject({
              method: 'POST',
              url: '/api/vocabulary/words',
              headers: auth,
              payload: { word: `outage${statuses.length}x${i}` },
            });
      statuses.push(res.statusCode);
      if (res.statusCode === 503) expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
    };
    try {
      let running = true;
      // Four clients keep the pool's connections busy while they are cut.
      const clients = [0, 1, 2, 3].map(async (i) => {
        while (running) await call(i);
      });
      let terminated = 0;
      for (let round = 0; round < 3; round++) {
        await new Promise((done) => setTimeout(done, 150));
        const cut = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [rows[0]!.name],
        );
        terminated += cut.rowCount ?? 0;
      }
      running = false;
      await Promise.all(clients);
      expect(terminated).toBeGreaterThan(0);
      expect(statuses.filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
      // No restart: a connection cut while idle in the pool is found dead when next used (a 503,
      // once per pooled connection at most: the pool then drops it), then every request succeeds.
      const profile = async () =>
        (await app.inject({ url: '/api/auth/profile', headers: auth })).statusCode;
      const after: number[] = [];
      while (after.length <= 10 && after.at(-1) !== 200) after.push(await profile());
      expect(after.at(-1)).toBe(200);
      expect(after.slice(0, -1).every((status) => status === 503)).toBe(true);
      expect([await profile(), await profile()]).toEqual([200, 200]);
    } finally {
      await admin.end();
    }
  });
});

describe.runIf(!onPostgres)('SQLite locked by another writer', () => {
  it('answers 503 once the busy timeout runs out, then succeeds when the lock is gone', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const auth = bearer((await registerUser(app)).tokens.accessToken);
    const { rows } = await sql<{
      file: string;
    }>`select file from pragma_database_list where name = 'main'`.execute(app.db);
    // The app gives a lock 5 s; this test does not wait that long.
    await sql`pragma busy_timeout = 50`.execute(app.db);
    const addWord = () =>
      app.inject({
        method: 'POST',
        url: '/api/vocabulary/words',
        headers: auth,
        payload: { word: 'invoice' },
      });
    const other = new SqliteDatabase(rows[0]!.file);
    try {
      other.exec('begin immediate');
      const locked = await addWord();
      expect(locked.statusCode).toBe(503);
      expect(locked.json().error.code).toBe('SERVICE_UNAVAILABLE');
      other.exec('rollback');
    } finally {
      other.close();
    }
    expect((await addWord()).statusCode).toBe(201);
  });
});
