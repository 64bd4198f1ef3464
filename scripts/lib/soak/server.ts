// The production build of the API server (apps/server/dist/server.mjs) in a child process, as
// `npm start` runs it, so the soak measures what is deployed: its memory, its crash safety.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { buildServerIfStale, serverEntry } from '../build-server.mjs';
import { freePort } from './ports';

export interface RunningServer {
  base: string;
  pid: number;
  /** Resident memory now, from /proc/<pid>/status (VmRSS), in bytes. */
  rss(): number;
  /** Lines of the server's log at level error (50) or above so far. */
  errorLines(): number;
  /** The first few distinct errors of those lines (message, error, route), for the report. */
  errorSamples(): string[];
  /** SIGKILL: no shutdown hook runs, as in a power cut or the OOM killer. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

export const buildServer = () => buildServerIfStale();

/** One error line as "msg — error message (method url)", or its start when it is not JSON. */
function errorSummary(line: string): string {
  try {
    const entry = JSON.parse(line) as {
      msg?: string;
      err?: { type?: string; message?: string };
      req?: { method?: string; url?: string };
    };
    const error = entry.err ? ` — ${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}` : '';
    const where = entry.req ? ` (${entry.req.method} ${entry.req.url})` : '';
    return `${entry.msg ?? ''}${error}${where}`.slice(0, 300);
  } catch {
    return line.slice(0, 300);
  }
}

/** Servers still running: killed when the soak exits, however it exits. */
const children = new Set<ChildProcess>();
export function killServersNow() {
  for (const child of children) child.kill('SIGKILL');
}

/** One secret for every start of a soak run: tokens stay valid across a restart. */
const JWT_SECRET = randomBytes(32).toString('hex');

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

async function waitHealthy(base: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const status = await fetch(`${base}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('server not healthy within a minute');
}

export async function startServer(databaseUrl: string, logFile: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // As npm start runs it (see docs/deploy.md).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      // Hundreds of learners from one machine: the per-client budgets are raised, not removed.
      RATE_LIMIT_MAX: '100000',
      MAX_CONNECTIONS_PER_CLIENT: '1024',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const log = createWriteStream(logFile, { flags: 'a' });
  let errors = 0;
  const samples = new Set<string>();
  child.stdout!.on('data', (chunk: Buffer) => {
    log.write(chunk);
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!/"level":(5\d|60)/.test(line)) continue;
      errors += 1;
      if (samples.size < 5) samples.add(errorSummary(line));
    }
  });
  child.stderr!.pipe(log);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(base, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid!;
  return {
    base,
    pid,
    rss() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
      return kb * 1024;
    },
    errorLines: () => errors,
    errorSamples: () => [...samples],
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
