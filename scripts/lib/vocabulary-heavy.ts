// The notebook's heavy paths against the production build (apps/server/dist/server.mjs in a
// child process, as `npm start` runs it), each while another client polls /api/health:
//  - the largest import (10 000 words in one call), twice, to the largest notebook (20 000);
//  - CSV, JSON and Anki exports of that notebook;
//  - three learners' Anki exports at once, with the server's resident memory before and at
//    its peak;
//  - the largest migration calls and a full chat session read page by page
//    (scripts/lib/migration-heavy.ts).
// Health is polled one request after another from this process (a request at a time, 50 ms
// apart), so a stalled event loop shows as one slow answer.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { measureMigrationAndChat } from './migration-heavy';
import { buildServer, startServer, type RunningServer } from './soak/server';

export const HEAVY_GOALS = { importHealthMs: 500, exportHealthMs: 1_000, parallelRssMb: 300 };
const LEARNERS = 3;
const mb = (bytes: number) => bytes / 1024 / 1024;

export interface HealthRecord {
  answers: number;
  failures: number;
  slowestMs: number;
}

/** Polls /api/health until `work` settles; every answer's time and status. */
async function whileHealthPolled<T>(base: string, work: Promise<T>) {
  let done = false;
  const record: HealthRecord = { answers: 0, failures: 0, slowestMs: 0 };
  const settled = work.finally(() => {
    done = true;
  });
  const poller = (async () => {
    while (!done) {
      const started = performance.now();
      const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) })
        .then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        })
        .catch(() => 0);
      record.slowestMs = Math.max(record.slowestMs, performance.now() - started);
      record.answers += 1;
      if (status !== 200) record.failures += 1;
      await delay(50);
    }
  })();
  const result = await settled;
  await poller;
  return { result, health: record };
}

export async function call(base: string, path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'br, gzip',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return bytes;
}

export async function register(base: string, i: number) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `heavy${i}-${randomBytes(4).toString('hex')}@example.com`,
      password: 'bench-password',
      username: `Heavy ${i}`,
    }),
  });
  return ((await res.json()) as { data: { tokens: { accessToken: string } } }).data.tokens
    .accessToken;
}

export const row = (label: string, ms: number, health: HealthRecord, goalMs: number) =>
  console.log(
    `  ${label.padEnd(34)} ${ms.toFixed(0).padStart(7)} ms   health: ${String(health.answers).padStart(3)} answers, ` +
      `${health.failures} failed, slowest ${health.slowestMs.toFixed(0).padStart(5)} ms (goal ≤ ${goalMs} ms)`,
  );

export async function timedWithHealth(base: string, work: () => Promise<unknown>) {
  const started = performance.now();
  const { health } = await whileHealthPolled(base, work());
  return { ms: performance.now() - started, health };
}

async function measure(server: RunningServer, notebook: (offset: number) => unknown[]) {
  const { base } = server;
  const tokens = await Promise.all(Array.from({ length: LEARNERS }, (_, i) => register(base, i)));
  const perImport = notebook(0).length;
  const notebookMax = perImport * 2;
  const misses: string[] = [];
  const check = (label: string, health: HealthRecord, goal: number) => {
    if (health.failures > 0 || health.slowestMs > goal) misses.push(label);
  };

  for (const [i, token] of tokens.entries()) {
    for (const offset of [0, perImport]) {
      const body = JSON.stringify({ words: notebook(offset) });
      const { ms, health } = await timedWithHealth(base, () =>
        call(base, '/api/vocabulary/import', token, { method: 'POST', body }),
      );
      // The first learner's imports are measured; the others only fill their notebooks.
      if (i === 0) {
        row(
          `import ${perImport} words (→ ${offset + perImport})`,
          ms,
          health,
          HEAVY_GOALS.importHealthMs,
        );
        check(`import to ${offset + perImport}`, health, HEAVY_GOALS.importHealthMs);
      }
    }
  }
  for (const format of ['csv', 'json', 'anki']) {
    let bytes = 0;
    const { ms, health } = await timedWithHealth(base, async () => {
      bytes = await call(base, `/api/vocabulary/export?format=${format}`, tokens[0]!);
    });
    row(
      `export ${format} (${notebookMax} words, ${mb(bytes).toFixed(1)} MB)`,
      ms,
      health,
      HEAVY_GOALS.exportHealthMs,
    );
    check(`export ${format}`, health, HEAVY_GOALS.exportHealthMs);
  }

  // Three learners' Anki exports at once: the server's memory before and at its peak.
  await delay(1_000);
  const before = server.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rss());
  }, 25);
  const { ms, health } = await timedWithHealth(base, () =>
    Promise.all(tokens.map((token) => call(base, '/api/vocabulary/export?format=anki', token))),
  );
  clearInterval(sampler);
  row(`${LEARNERS} Anki exports at once`, ms, health, HEAVY_GOALS.exportHealthMs);
  check('parallel Anki exports', health, HEAVY_GOALS.exportHealthMs);
  const growth = mb(peak - before);
  console.log(
    `  ${'  resident memory'.padEnd(34)} ${mb(before).toFixed(0)} → ${mb(peak).toFixed(0)} MB at the peak: ` +
      `+${growth.toFixed(0)} MB (goal ≤ ${HEAVY_GOALS.parallelRssMb} MB)`,
  );
  if (growth > HEAVY_GOALS.parallelRssMb) misses.push('parallel Anki exports: memory');
  return misses;
}

/** Runs the heavy paths on SQLite and, with a PostgreSQL URL, on a database of its own. */
export async function benchHeavyPaths(
  notebook: (offset: number) => unknown[],
  postgresUrl: string | undefined,
): Promise<string[]> {
  await buildServer();
  const misses: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-bench-heavy-'));
  try {
    console.log(`\nSQLite, production build: heavy paths while another client polls /api/health`);
    const server = await startServer(`file:${join(dir, 'heavy.db')}`, join(dir, 'server.log'));
    try {
      misses.push(...(await measure(server, notebook)).map((m) => `SQLite ${m}`));
      misses.push(...(await measureMigrationAndChat(server.base)).map((m) => `SQLite ${m}`));
    } finally {
      await server.stop();
    }
    if (postgresUrl) {
      const name = `bench_heavy_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      try {
        console.log(
          `\nPostgreSQL, production build: heavy paths while another client polls /api/health`,
        );
        const server = await startServer(url.href, join(dir, 'server-pg.log'));
        try {
          misses.push(...(await measure(server, notebook)).map((m) => `PostgreSQL ${m}`));
          misses.push(
            ...(await measureMigrationAndChat(server.base)).map((m) => `PostgreSQL ${m}`),
          );
        } finally {
          await server.stop();
        }
      } finally {
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return misses;
}
