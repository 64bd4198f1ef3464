// `npm run bench`: what the real stack costs per request. Measures GET /api/auth/profile with a
// valid bearer token (helmet, request id, JWT verification, a user lookup in SQLite, zod
// serialisation, rate-limit bookkeeping) against a bare Fastify route in the same run, with the
// same load, and prints both and their ratio. Stops by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannonUntyped from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';

interface Stats {
  average: number;
  p99: number;
}
interface Result {
  requests: Stats;
  latency: Stats;
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = autocannonUntyped as unknown as Autocannon;

const CONNECTIONS = 20;
const WARMUP_SECONDS = 1;
const DURATION_SECONDS = 5;

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Load comes from a worker thread so the servers keep the main event loop to themselves. */
async function measure(url: string, headers: Record<string, string>): Promise<Result> {
  const options = { url, headers, connections: CONNECTIONS, workers: 1 };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-bench-'));
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ success: true, data: { ok: true } }));

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: `file:${join(dir, 'bench.db')}`,
    WEB_DIST_DIR: join(dir, 'no-web'),
  });
  // The limiter stays installed (its cost is part of the stack) with a budget the bench can't hit.
  const app = await buildApp(config, {
    rateLimit: { max: 1e9, authMax: 1e9, timeWindowMs: 60_000 },
  });
  try {
    await migrateToLatest(app.db);
    const [bareUrl, appUrl] = await Promise.all([listen(bare), listen(app)]);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'bench@example.com', password: 'bench-password', username: 'Bench' },
    });
    const token: string = registered.json().data.tokens.accessToken;

    console.log(
      `autocannon: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ${DURATION_SECONDS} s measured each`,
    );
    const baseline = await measure(`${bareUrl}/bare`, {});
    const profile = await measure(`${appUrl}/api/auth/profile`, {
      authorization: `Bearer ${token}`,
    });

    const row = (name: string, r: Result) =>
      `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms`;
    console.log(row('bare Fastify GET /bare', baseline));
    console.log(row('real app GET /api/auth/profile', profile));
    const throughput = profile.requests.average / baseline.requests.average;
    const p99 = profile.latency.p99 / Math.max(baseline.latency.p99, 1);
    console.log(
      `ratio profile/bare: throughput ${throughput.toFixed(2)}x, p99 latency ${p99.toFixed(2)}x`,
    );
  } finally {
    await Promise.all([bare.close(), app.close()]);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
