import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Db } from '../db/schema';

/**
 * Test harness: every call builds the real app on a fresh, migrated database of its own.
 * SQLite in a temporary file by default; with TEST_DATABASE_URL, a new PostgreSQL schema that
 * is dropped when the app closes. Always close the app (afterAll / afterEach).
 */
export const TEST_JWT_SECRET = 'test-only-secret-that-is-long-enough-0123456789';

export interface TestAppOptions {
  /** Extra environment variables, as a user would set them. */
  env?: Record<string, string>;
  app?: Omit<AppOptions, 'db'>;
  /** false: return before ready() so a test can add routes first. */
  ready?: boolean;
}

interface FreshDatabase {
  db: Db;
  url: string;
  /** PostgreSQL only: the schema of this app. */
  schema?: string;
  dispose: () => Promise<void>;
}

/** Where each test app's database lives, so a second instance can open the same one. */
const databases = new WeakMap<FastifyInstance, FreshDatabase>();

/**
 * Kysely's migrator lists the tables of every schema in the database (has_schema_privilege on
 * each), which fails with "schema … does not exist" when another test process drops its schema
 * during the scan. Creating, migrating and dropping test schemas therefore take turns, across
 * processes, under one advisory lock.
 */
const SCHEMA_DDL_LOCK = 7_274_301;
async function whileNoSchemaIsDropped<T>(
  admin: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await admin.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_DDL_LOCK]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_DDL_LOCK]);
    client.release();
  }
}

async function freshDatabase(): Promise<FreshDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Pool({ connectionString: pgUrl, max: 1 });
    // Named after the schema, so a test can find this app's connections in pg_stat_activity.
    const db = createDatabase(pgUrl, { searchPath: schema, applicationName: schema });
    await whileNoSchemaIsDropped(admin, async (client) => {
      await client.query(`create schema "${schema}"`);
      await migrateToLatest(db, { schema });
    });
    const dispose = async () => {
      await whileNoSchemaIsDropped(admin, (client) =>
        client.query(`drop schema "${schema}" cascade`),
      );
      await admin.end();
    };
    return { db, url: pgUrl, schema, dispose };
  }
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-test-'));
  const url = `file:${join(dir, 'test.db')}`;
  const db = createDatabase(url);
  await migrateToLatest(db);
  return { db, url, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = await freshDatabase();
  const app = await buildOnDatabase(database, options);
  // Idle connections hold no locks, so the schema can be dropped whichever onClose runs first.
  app.addHook('onClose', database.dispose);
  databases.set(app, database);
  if (options.ready !== false) await app.ready();
  return app;
}

/**
 * One app for a whole test file, as most suites want: built before its first test, closed after
 * its last. A getter, since the app exists only once the tests run.
 */
export function testAppPerFile(options: TestAppOptions = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(options);
  });
  afterAll(() => app?.close());
  return () => {
    if (!app) throw new Error('The file’s app is built in beforeAll: read it inside a test.');
    return app;
  };
}

/**
 * A second server instance on the first one's database (same SQLite file, or same PostgreSQL
 * schema through its own pool), as when several instances run behind a load balancer. Close it
 * before the first: the first one drops the database.
 */
export async function buildSiblingApp(
  first: FastifyInstance,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const database = databases.get(first);
  if (!database) throw new Error('not an app of buildTestApp');
  const db = createDatabase(database.url, database.schema ? { searchPath: database.schema } : {});
  const app = await buildOnDatabase({ ...database, db }, options);
  if (options.ready !== false) await app.ready();
  return app;
}

/**
 * The DATABASE_URL under which another process (a server started as a child process) opens a
 * test app's database: the same SQLite file, or the same PostgreSQL schema (search_path in the
 * connection's options).
 */
export function databaseUrlOf(app: FastifyInstance): string {
  const database = databases.get(app);
  if (!database) throw new Error('not an app of buildTestApp');
  if (!database.schema) return database.url;
  const url = new URL(database.url);
  url.searchParams.set('options', `-c search_path=${database.schema}`);
  return url.toString();
}

/**
 * Runs `work` on a test app's database while no test schema is created or dropped, as schema
 * changes must (a migration test going down and up). It gets the app's PostgreSQL schema, or
 * undefined on SQLite.
 */
export async function whileSchemasHold<T>(
  app: FastifyInstance,
  work: (schema: string | undefined) => Promise<T>,
): Promise<T> {
  const database = databases.get(app);
  if (!database) throw new Error('not an app of buildTestApp');
  if (!database.schema) return work(undefined);
  const admin = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    return await whileNoSchemaIsDropped(admin, () => work(database.schema));
  } finally {
    await admin.end();
  }
}

async function buildOnDatabase(database: FreshDatabase, options: TestAppOptions) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: database.url,
    WEB_DIST_DIR: join(tmpdir(), 'toeic-ace-no-web-dist'),
    ...options.env,
  });
  // Rate limits are off unless a test asks for them: suites log in far more often than people.
  return buildApp(config, { rateLimit: false, ...options.app, db: database.db });
}
