import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export type RunningServer = {
  baseURL: string;
  stop: () => Promise<void>;
  /** Kills the process at once (SIGKILL), keeping its database, port and secret. */
  kill: () => Promise<void>;
  /** Starts it again after kill(): same port, same database, same JWT secret. */
  restart: () => Promise<void>;
};

/**
 * Starts the real server (built web app, fresh SQLite database) the way `npm start` does. Pass
 * a port (from freePort) when the environment must name the server's own address, as
 * PUBLIC_URL does for OAuth redirects.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: {
    port?: number;
    /** Another copy of the built server's launcher (apps/server/dist/server.mjs by default). */
    entry?: string;
  } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'toeic-e2e-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(dataDir, 'e2e.db')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AI_PROVIDER: 'none',
    LOG_LEVEL: 'warn',
    // Every file registers its learners from 127.0.0.1 on the shared server, some 50 in a run:
    // more than the 20 an hour one address may make by default.
    REGISTRATIONS_PER_IP: '1000',
    ...extraEnv,
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const launch = async (): Promise<ChildProcess> => {
    const child: ChildProcess = spawn(
      process.execPath,
      // The production build, as `npm start` runs it (npm run test:e2e builds it when stale).
      [options.entry ?? join(repoRoot, 'apps/server/dist/server.mjs')],
      { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'], env },
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`${baseURL}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('server did not become healthy in 30 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    return child;
  };
  let child = await launch();
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  return {
    baseURL,
    stop: async () => {
      await end('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
    restart: async () => {
      child = await launch();
    },
  };
}
