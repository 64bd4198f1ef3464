import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
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
  dispose: () => Promise<void>;
}

async function freshDatabase(): Promise<FreshDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Pool({ connectionString: pgUrl, max: 1 });
    await admin.query(`create schema "${schema}"`);
    const db = createDatabase(pgUrl, { searchPath: schema });
    await migrateToLatest(db, { schema });
    const dispose = async () => {
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    };
    return { db, url: pgUrl, dispose };
  }
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-test-'));
  const url = `file:${join(dir, 'test.db')}`;
  const db = createDatabase(url);
  await migrateToLatest(db);
  return { db, url, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: database.url,
    WEB_DIST_DIR: join(tmpdir(), 'toeic-ace-no-web-dist'),
    ...options.env,
  });
  // Rate limits are off unless a test asks for them: suites log in far more often than people.
  const app = await buildApp(config, { rateLimit: false, ...options.app, db: database.db });
  // Idle connections hold no locks, so the schema can be dropped whichever onClose runs first.
  app.addHook('onClose', database.dispose);
  if (options.ready !== false) await app.ready();
  return app;
}
