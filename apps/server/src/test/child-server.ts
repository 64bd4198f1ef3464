import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfStale, serverEntry } from '../../../../scripts/lib/build-server.mjs';
import { TEST_JWT_SECRET } from './app';

/**
 * The production build of the server (apps/server/dist, built when stale) in a child process of
 * the test, on a test app's database, as `npm start` runs it — so a test can kill it with
 * SIGKILL and start it again. Tokens of the test app stay valid: both use TEST_JWT_SECRET.
 */
export interface ChildServer {
  base: string;
  child: ChildProcess;
  /** How the process ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export const buildChildServer = () => buildServerIfStale();

export async function startChildServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: join(tmpdir(), 'toeic-ace-no-web-dist'),
      RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited at start (${child.exitCode ?? child.signalCode})`);
    }
    const status = await fetch(`${base}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer /api/health within a minute');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
