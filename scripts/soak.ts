// `npm run test:soak [-- --minutes 5 --learners 200 | --quick]`: the production build under a
// class of simulated learners for a few minutes, on a private PostgreSQL 15 cluster (loopback,
// a temporary folder) that is restarted in the middle of the load. It prints the figures and
// exits 1 when a check fails:
//   - no 5xx but 503 SERVICE_UNAVAILABLE, and those only around the PostgreSQL restart;
//   - the server recovers from the restart by itself (/api/health 200 again);
//   - every answer the server acknowledged is in the database (read directly at the end);
//   - resident memory flat after warm-up (memory.ts states the rule);
//   - after a kill -9 between answers, every acknowledged answer is stored (PostgreSQL, SQLite);
//   - the fuzzer (50 000 hostile requests; --quick fewer): no 500, every error in the envelope.
// On demand only, not in CI: it takes minutes and the figures depend on the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LearnerClient } from './lib/soak/client';
import { SoakCounters } from './lib/soak/counters';
import { crashCheck } from './lib/soak/crash';
import { runFuzzer } from './lib/soak/fuzz';
import { runLearner } from './lib/soak/learner';
import { RSS_MAX_GROWTH, rssGrowth, rssWindows, sampleRss } from './lib/soak/memory';
import { startPrivatePostgres, type PrivatePostgres } from './lib/soak/postgres';
import { restartUnderLoad } from './lib/soak/restart';
import { buildServer, killServersNow, startServer } from './lib/soak/server';
import { missingAnswers } from './lib/soak/stored';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    minutes: { type: 'string' },
    learners: { type: 'string' },
    'fuzz-runs': { type: 'string' },
  },
});
const minutes = Number(values.minutes ?? (values.quick ? 1 : 5));
const learnerCount = Number(values.learners ?? (values.quick ? 50 : 200));
const fuzzRuns = Number(values['fuzz-runs'] ?? (values.quick ? 2_000 : 50_000));
const durationMs = minutes * 60_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const checks: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

// Whatever ends the run (a failure, Ctrl-C), the servers, the cluster and the files go.
const work = mkdtempSync(join(tmpdir(), 'toeic-ace-soak-'));
let pg: PrivatePostgres | undefined;
const cleanUp = () => {
  killServersNow();
  pg?.destroy();
  rmSync(work, { recursive: true, force: true });
};
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/** Learner i's own loopback address: 127.1.0.1, 127.1.0.2, … (250 to a block). */
const addressOf = (i: number) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function loadPhase(privatePg: PrivatePostgres) {
  const server = await startServer(privatePg.url, join(work, 'server-pg.log'));
  const counters = new SoakCounters();
  const rss = sampleRss(() => server.rss());
  const started = Date.now();
  const until = started + durationMs;
  // Learners arrive over the first quarter (at most 20 s), as a class does, not all at one tick.
  const rampMs = Math.min(20_000, durationMs / 4);
  const clients: LearnerClient[] = [];
  const learners = Array.from({ length: learnerCount }, async (_, i) => {
    await new Promise((done) => setTimeout(done, (rampMs * i) / learnerCount));
    const client = new LearnerClient(new URL(server.base), addressOf(i), counters);
    clients.push(client);
    await runLearner(client, `${process.pid}-${i}`, counters, { until, thinkMs: [1_000, 4_000] });
  });
  await new Promise((done) => setTimeout(done, durationMs / 2));
  console.log(`restarting PostgreSQL (pg_ctl restart -m fast) at ${seconds(Date.now() - started)}`);
  const restart = await restartUnderLoad(privatePg, server.base);
  await Promise.all(learners);
  rss.stop();
  clients.forEach((client) => client.close());
  const missing = await missingAnswers(privatePg.url, counters.acknowledged);
  const errorLines = server.errorLines();
  const errorSamples = server.errorSamples();
  await server.stop();
  return { counters, restart, missing, errorLines, errorSamples, samples: rss.samples };
}

function report(load: Awaited<ReturnType<typeof loadPhase>>) {
  const { counters, restart, missing, samples } = load;
  const inGap = counters.unavailableAt.filter(
    (at) => at >= restart.startedAt && at <= restart.windowEndsAt,
  ).length;
  const stray = counters.unavailable - inGap;
  console.log(`\nload: ${learnerCount} learners for ${minutes} min`);
  console.log(
    `  requests ${counters.requests} (retries ${counters.retries}); ${counters.statuses()}`,
  );
  console.log(
    `  5xx: ${counters.unavailable + counters.otherServerErrors} ` +
      `(503 SERVICE_UNAVAILABLE ${counters.unavailable}, other ${counters.otherServerErrors}); ` +
      `network failures ${counters.networkErrors}`,
  );
  console.log(
    `  sessions completed ${counters.sessionsCompleted}, words reviewed ${counters.wordsReviewed}, ` +
      `learners who could not sign up ${counters.learnersLost}`,
  );
  console.log(`  server log lines at error level: ${load.errorLines}`);
  for (const sample of load.errorSamples) console.log(`    ${sample}`);
  console.log(
    `  answers acknowledged ${counters.acknowledged.length}, stored ${counters.acknowledged.length - missing.length}`,
  );
  console.log(
    `\nPostgreSQL restart: pg_ctl ${seconds(restart.pgCtlMs)}, /api/health 200 again after ${seconds(restart.recoveryMs)}`,
  );
  console.log(`  /api/health during the gap: ${JSON.stringify(restart.health)}`);
  console.log(`  503 SERVICE_UNAVAILABLE to learners: ${inGap} in the gap, ${stray} outside it`);
  const windows = rssWindows(samples, durationMs);
  const growth = rssGrowth(windows);
  console.log(`\nserver RSS (sampled every few seconds):`);
  for (const w of windows)
    console.log(`  ${w.label}: mean ${mb(w.meanBytes)} (${w.samples} samples)`);
  console.log(`  last window vs second: ${(growth * 100).toFixed(1)} %`);

  check(
    'no 5xx but 503 SERVICE_UNAVAILABLE',
    counters.otherServerErrors === 0,
    `${counters.otherServerErrors} other 5xx`,
  );
  const invalid = counters.byStatus.get(400) ?? 0;
  check('no 400 (the learners send what the contract allows)', invalid === 0, `${invalid} × 400`);
  check('503 only around the restart', stray === 0, `${stray} outside the gap`);
  check('recovers by itself after the restart', restart.recovered, seconds(restart.recoveryMs));
  check(
    'every acknowledged answer stored',
    missing.length === 0 && counters.acknowledged.length > 0,
    `${missing.length} missing of ${counters.acknowledged.length}`,
  );
  check(
    `RSS flat (last window ≤ second + ${RSS_MAX_GROWTH * 100} %)`,
    growth <= RSS_MAX_GROWTH,
    `${(growth * 100).toFixed(1)} %`,
  );
}

async function main() {
  console.log(`soak: ${learnerCount} learners, ${minutes} min, fuzz ${fuzzRuns} requests`);
  await buildServer();
  pg = await startPrivatePostgres();
  console.log(`private PostgreSQL 15 on 127.0.0.1:${pg.port}`);
  report(await loadPhase(pg));

  console.log('\nkill -9 between answers:');
  const databases = { PostgreSQL: pg.url, SQLite: `file:${join(work, 'crash.db')}` };
  for (const [name, url] of Object.entries(databases)) {
    const crash = await crashCheck(url, join(work, `server-crash-${name}.log`), name.toLowerCase());
    console.log(
      `  ${name}: acknowledged ${crash.acknowledged}, missing after restart ${crash.missing}, requests cut ${crash.cut}`,
    );
    check(
      `kill -9 loses nothing (${name})`,
      crash.acknowledged > 0 && crash.missing === 0,
      `${crash.missing} missing of ${crash.acknowledged}`,
    );
  }
  pg.destroy();

  console.log(`\nfuzzer: ${fuzzRuns} requests…`);
  const fuzzStarted = Date.now();
  const fuzz = await runFuzzer(fuzzRuns);
  const fuzz500 = fuzz.statuses['500'] ?? 0;
  console.log(
    `  requests ${fuzz.requests} in ${seconds(Date.now() - fuzzStarted)}, 500: ${fuzz500}, ` +
      `slowest ${Math.round(fuzz.slowestMillis)} ms`,
  );
  // 503 here is the tutor's AI_NOT_CONFIGURED (no provider): the fuzzer checks its envelope.
  console.log(`  statuses ${JSON.stringify(fuzz.statuses)}`);
  check(
    'fuzzer: no 500, every error in the envelope',
    fuzz.passed && fuzz500 === 0,
    fuzz.failure ?? `${fuzz.requests} requests`,
  );

  console.log('\nchecks:');
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  process.exitCode = checks.every((c) => c.ok) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error('soak failed:', error);
  process.exitCode = 1;
});
