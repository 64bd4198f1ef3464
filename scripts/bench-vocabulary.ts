// `npm run bench:vocabulary`: one user with 10 000 words. Prints the median server time (through
// app.inject: routing, auth, validation, SQL, serialisation; no sockets) of a list page, a deep
// page, searches, each sort and the mastered filter; the time of importing the 10 000 words in
// one call; and of CSV, JSON and Anki exports; each beside its goal. Runs on a fresh SQLite file,
// and on PostgreSQL too when DATABASE_URL names one (in a schema of its own, dropped after).
// Then the heavy paths against the production build while another client polls /api/health
// (scripts/lib/vocabulary-heavy.ts): the largest imports up to the largest notebook, each export
// of it, and three learners' Anki exports at once with the server's memory growth.
// Flags: --heavy-only (skip the in-process figures), --sqlite-only (ignore DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import type { Db } from '../apps/server/src/db/schema';
import { benchHeavyPaths } from './lib/vocabulary-heavy';

const WORDS = 10_000;
const RUNS = 30;
const WARMUP = 5;
const EXPORT_RUNS = 5;
const GOALS = { query: 30, import: 2_000, export: 1_000 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const randomWord = (i: number) =>
  Array.from({ length: 5 + (i % 7) }, (_, k) => LETTERS[(i * 31 + k * 17 + k * k) % 26]).join('') +
  `-${i}`;

/**
 * Words shaped like a learner's: context, some notes, meanings, review data, a fifth mastered;
 * numbered from `offset`, so a second call brings 10 000 other words.
 */
function notebook(offset = 0) {
  return Array.from({ length: WORDS }, (_, k) => offset + k).map((i) => ({
    word: randomWord(i),
    context: `The quarterly report mentions ${randomWord(i)} twice in the second paragraph (${i}).`,
    notes: i % 3 === 0 ? `Remember: ${randomWord(i + 1)} is similar; 例句 ${i}` : null,
    mastered: i % 5 === 0,
    tags: i % 4 === 0 ? ['part5'] : [],
    definition: `definition number ${i} of a word`,
    meanings: [
      {
        partOfSpeech: i % 2 ? 'noun' : 'verb',
        definitions: [
          { definition: `meaning ${i} first sense`, synonyms: ['alpha', 'beta'] },
          { definition: `meaning ${i} second sense` },
        ],
      },
    ],
    reviewCount: i % 8,
    easeIndex: 2.5 - (i % 5) / 10,
    intervalDays: 1 + (i % 30),
    nextReviewDate: new Date(Date.UTC(2026, 0, 1 + (i % 300))).toISOString(),
    lastReviewDate: i % 8 ? new Date(Date.UTC(2025, 11, 1 + (i % 28))).toISOString() : null,
  }));
}

interface Target {
  name: string;
  url: string;
  db: Db;
  dispose: () => Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-bench-vocabulary-'));
  const url = `file:${join(dir, 'bench.db')}`;
  const db = createDatabase(url);
  await migrateToLatest(db);
  return {
    name: 'SQLite',
    url,
    db,
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema "${schema}"`);
  const db = createDatabase(url, { searchPath: schema });
  await migrateToLatest(db, { schema });
  const dispose = async () => {
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  };
  return { name: 'PostgreSQL', url, db, dispose };
}

async function timed(app: FastifyInstance, options: InjectOptions) {
  const started = performance.now();
  const res = await app.inject(options);
  const ms = performance.now() - started;
  if (res.statusCode !== 200)
    throw new Error(`${JSON.stringify(options)}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return { ms, res };
}

const line = (label: string, ms: number, goal: number) =>
  console.log(
    `  ${label.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms   goal ≤ ${String(goal).padStart(5)} ms   ${(ms / goal).toFixed(2)} of goal`,
  );

async function run(target: Target) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: target.url,
    WEB_DIST_DIR: join(tmpdir(), 'no-web'),
  });
  const app = await buildApp(config, { rateLimit: false, db: target.db });
  try {
    await app.ready();
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'bench@example.com', password: 'bench-password', username: 'Bench' },
    });
    const headers = { authorization: `Bearer ${register.json().data.tokens.accessToken}` };

    // Figures scale with how busy the machine is: print it beside them.
    const load = loadavg()[0]!.toFixed(1);
    console.log(`${target.name}: one user, ${WORDS} words (load ${load} on ${cpus().length} CPUs)`);
    const words = notebook();
    const imported = await timed(app, {
      method: 'POST',
      url: '/api/vocabulary/import',
      headers,
      payload: { words },
    });
    if (imported.res.json().data.successCount !== WORDS) throw new Error('import incomplete');
    line('import 10 000 words (one call)', imported.ms, GOALS.import);

    const queries: [string, Record<string, string | string[]>][] = [
      ['list page 1 (newest first)', {}],
      ['list page 100 (offset 4 950)', { page: '100' }],
      ['list 200 a page', { limit: '200' }],
      ['search "sense" (every word)', { search: 'sense' }],
      ['search "例句" (a third)', { search: '例句' }],
      ['search "zzzz" (none)', { search: 'zzzz' }],
      ['sort createdAt asc', { sortBy: 'createdAt', sortOrder: 'asc' }],
      ['sort word asc', { sortBy: 'word', sortOrder: 'asc' }],
      ['sort word desc', { sortBy: 'word', sortOrder: 'desc' }],
      ['sort mastered desc', { sortBy: 'mastered', sortOrder: 'desc' }],
      ['sort mastered asc', { sortBy: 'mastered', sortOrder: 'asc' }],
      ['mastered filter', { mastered: 'true' }],
      // A missed question's key words: which of them the notebook already holds.
      [
        'key words look-up (12 exact words)',
        { words: Array.from({ length: 12 }, (_, i) => randomWord(i * 797).toUpperCase()) },
      ],
    ];
    for (const [label, query] of queries) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const { ms } = await timed(app, {
          method: 'GET',
          url: '/api/vocabulary/words',
          headers,
          query,
        });
        if (i >= WARMUP) times.push(ms);
      }
      line(label, median(times), GOALS.query);
    }
    const stats: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const { ms } = await timed(app, { method: 'GET', url: '/api/vocabulary/stats', headers });
      if (i >= WARMUP) stats.push(ms);
    }
    line('stats', median(stats), GOALS.query);

    for (const format of ['csv', 'json', 'anki']) {
      const times: number[] = [];
      for (let i = 0; i < EXPORT_RUNS + 1; i++) {
        const { ms } = await timed(app, {
          method: 'GET',
          url: '/api/vocabulary/export',
          headers,
          query: { format },
        });
        if (i > 0) times.push(ms);
      }
      line(`export ${format} (median of ${EXPORT_RUNS})`, median(times), GOALS.export);
    }
  } finally {
    await app.close();
    await target.dispose();
  }
}

async function main() {
  const url = process.argv.includes('--sqlite-only') ? undefined : process.env.DATABASE_URL;
  const postgres = url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
  if (!process.argv.includes('--heavy-only')) {
    await run(await sqliteTarget());
    if (postgres) await run(await postgresTarget(postgres));
  }
  const misses = await benchHeavyPaths(notebook, postgres);
  console.log(
    misses.length
      ? `\nheavy paths past their goals: ${misses.join('; ')}`
      : '\nheavy paths: every goal met',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
