// `npm run bench:cluster`: does a second instance behind nginx add capacity, and does killing
// one lose anything? Builds the production server once, creates a PostgreSQL database of its
// own (and uses a Redis database index of its own), starts two instances together (both run the
// migrations at once), then drives virtual learners through nginx rendered from
// deploy/nginx/toeic-ace.conf: first with one instance, then with two, SIGKILLing the second
// halfway and starting it again a few seconds later. Prints requests, errors, throughput (and
// the ratio), p50/p99, and the answers acknowledged against those in PostgreSQL. Exits 1 when
// they differ or a 5xx reached a learner after the client's retries. Everything it started or
// created is stopped or dropped at the end, also on failure or Ctrl-C. Not part of CI.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOptions } from './lib/cluster/args';
import { buildOnce } from './lib/cluster/build';
import { installSignalHandlers, onCleanup, runCleanup } from './lib/cluster/cleanup';
import { Instance } from './lib/cluster/instances';
import { runPhase, type PhaseResult } from './lib/cluster/phase';
import { freePort } from './lib/cluster/ports';
import { printTable } from './lib/cluster/table';
import { createDatabase, pickRedisDatabase } from './lib/cluster/stores';
import { checkAnswers } from './lib/cluster/verify';

async function main(): Promise<boolean> {
  const options = readOptions(process.argv.slice(2));
  installSignalHandlers();
  await buildOnce();

  const workDir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  // Kept after a failed run: the instances' logs and nginx's are the evidence.
  onCleanup('remove the work folder', () => {
    if (!keepLogs) rmSync(workDir, { recursive: true, force: true });
    else console.log(`Logs kept in ${workDir}`);
  });
  const database = await createDatabase();
  const redisUrl = await pickRedisDatabase();
  console.log(`PostgreSQL ${database.name}, Redis ${redisUrl}, files in ${workDir}`);
  const settings = {
    databaseUrl: database.url,
    redisUrl,
    jwtSecret: randomBytes(48).toString('base64url'),
    logDir: workDir,
  };
  const [first, second] = [
    new Instance('instance-1', await freePort(), settings),
    new Instance('instance-2', await freePort(), settings),
  ];

  // Both at once on an empty database: the migrator's lock must make them take turns.
  await Promise.all([first.start(), second.start()]);
  console.log(`Both instances started together and migrated the empty database.`);
  await second.stop();

  const base = {
    learners: options.learners,
    seconds: options.seconds,
    workDir,
    databaseUrl: database.url,
  };
  const results: PhaseResult[] = [];
  console.log(`One instance: ${options.learners} learners for ${options.seconds} s…`);
  results.push(
    await runPhase({
      ...base,
      label: '1 instance',
      instances: [first],
      killAt: null,
      restartAfter: null,
      phaseIndex: 1,
    }),
  );
  await second.start();
  console.log(`Two instances: ${options.learners} learners for ${options.seconds} s…`);
  results.push(
    await runPhase({
      ...base,
      label: '2 instances',
      instances: [first, second],
      killAt: options.killAt,
      restartAfter: options.restartAfter,
      phaseIndex: 2,
    }),
  );

  const checks = [];
  for (const result of results) checks.push(await checkAnswers(database.url, result.ledger));
  const serverErrors = [first, second].reduce((n, i) => n + errorLines(i.logFile), 0);
  console.log('');
  return printTable(results, checks, serverErrors);
}

/** Log lines of level error (50) or fatal (60) in an instance's pino output. */
function errorLines(file: string): number {
  if (!existsSync(file)) return 0;
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').filter((line) => /"level":(50|60)\b/.test(line));
  for (const line of lines.slice(0, 5)) console.log(`  ${file}: ${line.slice(0, 300)}`);
  return lines.length;
}

let passed = false;
/** Set when the run failed (not when it was interrupted), so its logs stay for a look. */
let keepLogs = false;
try {
  passed = await main();
  keepLogs = !passed;
} catch (err) {
  console.error(err);
  keepLogs = true;
} finally {
  await runCleanup();
}
process.exit(passed ? 0 : 1);
