// `npm run bench:start`: how fast the production server starts and how much memory it holds.
// Builds apps/server/dist/server.mjs when stale (as `npm start` does), then on a temporary SQLite
// database starts `node apps/server/dist/server.mjs` several times and prints:
//  - the time from spawn to the first 200 of /api/health (median), goal ≤ 0.5 s;
//  - the resident memory once started and settled (VmRSS), goal ≤ 120 MB;
//  - the peak resident memory (VmHWM) while autocannon sends authenticated reads, goal ≤ 250 MB;
// each beside a bare Fastify hello-world started the same way on the same run, as a ratio.
// Exits 1 when a goal is missed. Flags: --starts N (default 5), --quick (shorter load).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import autocannonUntyped from 'autocannon';

interface Result {
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = autocannonUntyped as unknown as Autocannon;

// The build helper is plain JavaScript without type declarations; its two exports, typed here.
const buildServer: { buildServerIfStale: () => Promise<void>; serverEntry: string } = await import(
  new URL('./lib/build-server.mjs', import.meta.url).href
);

const GOALS = { startMs: 500, idleMb: 120, loadMb: 250 };
const argValue = (flag: string) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const STARTS = Number(argValue('--starts') ?? 5);
const LOAD_SECONDS = process.argv.includes('--quick') ? 3 : 8;
const SETTLE_MS = 1_000;
const READ_ROUTES = ['/api/auth/profile', '/api/practice/sessions', '/api/vocabulary/words'];

/** A Fastify hello world, the floor any Node HTTP server with our framework starts from. */
const BARE_SERVER = `
const app = require('fastify')({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const mb = (bytes: number) => bytes / 1024 / 1024;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** VmRSS (now) or VmHWM (the peak so far) of a process, in bytes. */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kb * 1024;
}

/**
 * utime + stime from /proc/<pid>/stat, in ms (clock ticks of 10 ms). Unlike the wall time it
 * barely moves when other processes compete for the CPUs, so it compares runs on a busy machine.
 */
function cpuTimeOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

interface Started {
  child: ChildProcess;
  base: string;
  startMs: number;
  /** CPU time (user + system, all threads) spent until that first 200. */
  cpuMs: number;
  idleRss: number;
}

/** Spawns `args` and polls /api/health every few ms until it first answers 200. */
async function start(args: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let stderr = '';
  const spawned = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  while (!(await healthy(`${base}/api/health`))) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${stderr}`);
    if (performance.now() - spawned > 30_000) throw new Error(`no 200 in 30 s:\n${stderr}`);
    await delay(5);
  }
  const startMs = performance.now() - spawned;
  const cpuMs = cpuTimeOf(child.pid!);
  await delay(SETTLE_MS);
  return { child, base, startMs, cpuMs, idleRss: memoryOf(child.pid!, 'VmRSS') };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A learner with 20 sessions and 200 words, as `npm run bench` seeds, through the real API. */
async function seedLearner(base: string): Promise<Record<string, string>> {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { success: boolean; data: unknown };
    if (!json.success) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const registered = (await post('/api/auth/register', {
    email: 'bench-start@example.com',
    password: 'bench-password',
    username: 'Bench',
  })) as { tokens: { accessToken: string } };
  const headers = { authorization: `Bearer ${registered.tokens.accessToken}` };
  for (let i = 0; i < 20; i++) {
    await post(
      '/api/practice/sessions',
      {
        sessionType: 'quick_practice',
        questionType: i % 2 ? 'reading' : 'listening',
        difficulty: 1 + (i % 5),
        categories: [i % 2 ? 'part5' : 'part2'],
        totalQuestions: 10,
      },
      headers,
    );
  }
  const words = Array.from({ length: 200 }, (_, i) => ({
    word: `benchword${i}`,
    definition: `the meaning of bench word ${i}`,
    context: `A sentence that uses benchword${i} in context.`,
  }));
  await post('/api/vocabulary/import', { words }, headers);
  return headers;
}

/** Peak RSS (VmHWM) while 20 connections cycle through `requests` (autocannon in a worker). */
async function peakUnderLoad(started: Started, requests: Record<string, unknown>[]) {
  const result = await autocannon({
    url: started.base,
    connections: 20,
    duration: LOAD_SECONDS,
    workers: 1,
    requests,
  });
  if (result.non2xx || result.errors) {
    throw new Error(`load: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { peak: memoryOf(started.child.pid!, 'VmHWM'), rps: result.requests.average };
}

const verdict = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'PASS' : 'FAIL');
const row = (label: string, app: string, bare: string, ratio: number, goal: string, ok?: boolean) =>
  console.log(
    `${label.padEnd(22)} ${app.padStart(10)} ${bare.padStart(10)} ${`${ratio.toFixed(2)}×`.padStart(7)}  ${goal.padEnd(10)} ${verdict(ok)}`,
  );

async function main() {
  await buildServer.buildServerIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-bench-start-'));
  const serverEnv = {
    NODE_ENV: 'production',
    // As npm start runs it (see docs/deploy.md).
    MALLOC_ARENA_MAX: '2',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: `file:${join(dir, 'bench.db')}`,
    // The load must measure memory, not the limiter's refusals.
    RATE_LIMIT_MAX: '10000000',
  };
  const serverArgs = [buildServer.serverEntry];
  const bareArgs = ['-e', BARE_SERVER];
  try {
    // The first start creates and migrates the database and fills the file cache; not counted.
    const first = await start(serverArgs, serverEnv);
    await stop(first.child);
    console.log(
      `first start (creates the SQLite database): ${first.startMs.toFixed(0)} ms; ` +
        `load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs; ${STARTS} starts each`,
    );
    const app: Started[] = [];
    const bare: Started[] = [];
    for (let i = 0; i < STARTS; i++) {
      // Alternated, so a burst of load on the shared machine hits both alike.
      const a = await start(serverArgs, serverEnv);
      await stop(a.child);
      app.push(a);
      const b = await start(bareArgs, {});
      await stop(b.child);
      bare.push(b);
    }
    const loaded = await start(serverArgs, serverEnv);
    const load = await seedLearner(loaded.base)
      .then((headers) =>
        peakUnderLoad(
          loaded,
          READ_ROUTES.map((path) => ({ method: 'GET', path, headers })),
        ),
      )
      .finally(() => stop(loaded.child));
    const bareLoaded = await start(bareArgs, {});
    const bareLoad = await peakUnderLoad(bareLoaded, [
      { method: 'GET', path: '/api/health' },
    ]).finally(() => stop(bareLoaded.child));

    const startMs = median(app.map((s) => s.startMs));
    const bareStartMs = median(bare.map((s) => s.startMs));
    const cpuMs = median(app.map((s) => s.cpuMs));
    const bareCpuMs = median(bare.map((s) => s.cpuMs));
    const idle = mb(median(app.map((s) => s.idleRss)));
    const bareIdle = mb(median(bare.map((s) => s.idleRss)));
    const peak = mb(load.peak);
    const checks = {
      start: startMs <= GOALS.startMs,
      idle: idle <= GOALS.idleMb,
      load: peak <= GOALS.loadMb,
    };
    console.log(`${''.padEnd(22)} ${'server'.padStart(10)} ${'bare'.padStart(10)}   ratio  goal`);
    row(
      'spawn → /api/health 200',
      `${startMs.toFixed(0)} ms`,
      `${bareStartMs.toFixed(0)} ms`,
      startMs / bareStartMs,
      `≤ ${GOALS.startMs} ms`,
      checks.start,
    );
    // No goal of its own: the wall time's counterpart that a busy machine hardly inflates.
    row(
      'CPU until that 200',
      `${cpuMs.toFixed(0)} ms`,
      `${bareCpuMs.toFixed(0)} ms`,
      cpuMs / bareCpuMs,
      '',
    );
    row(
      'RSS idle',
      `${idle.toFixed(0)} MB`,
      `${bareIdle.toFixed(0)} MB`,
      idle / bareIdle,
      `≤ ${GOALS.idleMb} MB`,
      checks.idle,
    );
    const barePeak = mb(bareLoad.peak);
    row(
      `RSS peak, ${LOAD_SECONDS} s reads`,
      `${peak.toFixed(0)} MB`,
      `${barePeak.toFixed(0)} MB`,
      peak / barePeak,
      `≤ ${GOALS.loadMb} MB`,
      checks.load,
    );
    console.log(
      `starts (ms): server ${app.map((s) => s.startMs.toFixed(0)).join(' ')}; bare ${bare.map((s) => s.startMs.toFixed(0)).join(' ')}; ` +
        `load: ${load.rps.toFixed(0)} req/s over ${READ_ROUTES.join(', ')}`,
    );
    const pass = Object.values(checks).every(Boolean);
    console.log(pass ? 'every goal met' : 'some goals not met (FAIL rows above)');
    if (!pass) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
