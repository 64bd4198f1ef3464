// `npm run bench`: what the real stack costs per authenticated read. Three routes a learner's
// client calls all the time — GET /api/auth/profile, /api/practice/sessions and
// /api/vocabulary/words — on SQLite and (when PostgreSQL answers at BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test) on PostgreSQL, at 20 and 100 connections, each against
// a bare Fastify route measured right before it with the same load, so machine drift cancels.
// Prints req/s, p99 and both ratios beside the goals (≥ 0.35× bare on SQLite, ≥ 0.25× on
// PostgreSQL, p99 ≤ 3× bare), and the throughput against a bare route sending the same body
// (what the stack costs beyond producing and sending that many bytes). Flags: --quick (shorter runs), --sqlite-only. Stops by itself.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannonUntyped from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import type { Db } from '../apps/server/src/db/schema';

interface Result {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = autocannonUntyped as unknown as Autocannon;

const quick = process.argv.includes('--quick');
const WARMUP_SECONDS = 1;
const SECONDS = quick ? 2 : 4;
const CONNECTIONS = [20, 100];
const GOALS = { SQLite: 0.35, PostgreSQL: 0.25, p99: 3 };
const SESSIONS = 20;
const WORDS = 200;
const ROUTES = ['/api/auth/profile', '/api/practice/sessions', '/api/vocabulary/words'];

interface Target {
  name: 'SQLite' | 'PostgreSQL';
  url: string;
  db: Db;
  dispose: () => Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-bench-'));
  const url = `file:${join(dir, 'bench.db')}`;
  const db = createDatabase(url);
  await migrateToLatest(db);
  return { name: 'SQLite', url, db, dispose: async () => rmSync(dir, { recursive: true }) };
}

async function postgresTarget(url: string): Promise<Target | null> {
  const admin = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 2_000 });
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create schema "${schema}"`);
  } catch {
    await admin.end();
    console.log(`PostgreSQL at ${url} does not answer: measuring SQLite only.`);
    return null;
  }
  const db = createDatabase(url, { searchPath: schema });
  await migrateToLatest(db, { schema });
  const dispose = async () => {
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  };
  return { name: 'PostgreSQL', url, db, dispose };
}

/** Load comes from a worker thread so the server keeps the main event loop to itself. */
async function measure(url: string, headers: Record<string, string>, connections: number) {
  const options = { url, headers, connections, workers: 1 };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

/** A learner with a history: the lists answer full pages, as they do for real users. */
async function seed(app: FastifyInstance): Promise<Record<string, string>> {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: 'bench@example.com', password: 'bench-password', username: 'Bench' },
  });
  const headers = { authorization: `Bearer ${registered.json().data.tokens.accessToken}` };
  for (let i = 0; i < SESSIONS; i++) {
    await app.inject({
      method: 'POST',
      url: '/api/practice/sessions',
      headers,
      payload: {
        sessionType: 'quick_practice',
        questionType: i % 2 ? 'reading' : 'listening',
        difficulty: 1 + (i % 5),
        categories: [i % 2 ? 'part5' : 'part2'],
        totalQuestions: 10,
      },
    });
  }
  const words = Array.from({ length: WORDS }, (_, i) => ({
    word: `benchword${i}`,
    definition: `the meaning of bench word ${i}`,
    context: `A sentence that uses benchword${i} in context.`,
  }));
  const imported = await app.inject({
    method: 'POST',
    url: '/api/vocabulary/import',
    headers,
    payload: { words },
  });
  if (imported.statusCode !== 200) throw new Error(`import: ${imported.body.slice(0, 300)}`);
  return headers;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

/**
 * The bare server also answers with a copy of each route's real body, so the table can tell the
 * stack's own cost from the cost of producing and sending a page of 50 words (a 27 KB body).
 */
const sameBytes = new Map<string, string>();

async function run(target: Target, bareUrl: string, rows: string[]): Promise<boolean> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: target.url,
    WEB_DIST_DIR: join(tmpdir(), 'no-web'),
  });
  // The limiter stays installed (its cost is part of the stack) with a budget the bench can't hit.
  const app = await buildApp(config, {
    db: target.db,
    rateLimit: { max: 1e9, authMax: 1e9, timeWindowMs: 60_000 },
  });
  let pass = true;
  try {
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await seed(app);
    for (const route of ROUTES) {
      sameBytes.set(route, (await app.inject({ method: 'GET', url: route, headers })).body);
    }
    for (const connections of CONNECTIONS) {
      for (const route of ROUTES) {
        const bare = await measure(`${bareUrl}/bare`, {}, connections);
        const real = await measure(`${appUrl}${route}`, headers, connections);
        const same = await measure(`${bareUrl}/same?route=${route}`, {}, connections);
        const throughput = real.requests.average / bare.requests.average;
        const p99 = real.latency.p99 / Math.max(bare.latency.p99, 1);
        const ok = throughput >= GOALS[target.name] && p99 <= GOALS.p99;
        pass &&= ok;
        const row = [
          route.padEnd(24),
          target.name.padEnd(10),
          pad(connections, 5),
          pad(bare.requests.average.toFixed(0), 8),
          pad(real.requests.average.toFixed(0), 8),
          pad(`${bare.latency.p99}/${real.latency.p99}`, 9),
          pad(`${throughput.toFixed(2)}×`, 7),
          pad(`${p99.toFixed(2)}×`, 7),
          pad(`${(real.requests.average / same.requests.average).toFixed(2)}×`, 7),
          ok ? '  PASS' : '  FAIL',
        ].join(' ');
        console.log(row);
        rows.push(row);
      }
    }
  } finally {
    await app.close();
  }
  return pass;
}

async function main() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ success: true, data: { ok: true } }));
  bare.get<{ Querystring: { route: string } }>('/same', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(sameBytes.get(request.query.route)),
  );
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const targets: Target[] = [await sqliteTarget()];
  if (!process.argv.includes('--sqlite-only')) {
    const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const target = await postgresTarget(pgUrl);
    if (target) targets.push(target);
  }
  console.log(
    `autocannon from a worker thread, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s each; ` +
      `load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs; a user with ${SESSIONS} sessions and ${WORDS} words`,
  );
  console.log(
    `goals: throughput ≥ ${GOALS.SQLite}× bare on SQLite, ≥ ${GOALS.PostgreSQL}× on PostgreSQL; p99 ≤ ${GOALS.p99}× bare`,
  );
  console.log(
    'route                    database   conns  bare r/s  app r/s  p99 ms b/a  thrpt×    p99×  vs same bytes',
  );
  const rows: string[] = [];
  let pass = true;
  try {
    for (const target of targets) {
      try {
        pass = (await run(target, bareUrl, rows)) && pass;
      } finally {
        // The app destroyed the database when it closed.
        await target.dispose();
      }
    }
  } finally {
    await bare.close();
  }
  console.log(pass ? 'every goal met' : 'some goals not met (FAIL rows above)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
