import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { serverEntry } from './build';
import { onCleanup } from './cleanup';
import { sleep, waitForOk } from './ports';

export interface InstanceSettings {
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  /** Where each instance writes its log (stdout and stderr). */
  logDir: string;
}

/**
 * One production server process (`node apps/server/dist/server.mjs`) on a fixed port, which it
 * keeps across restarts so nginx's upstream line stays valid.
 */
export class Instance {
  private child: ChildProcess | null = null;
  private starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly settings: InstanceSettings,
  ) {
    onCleanup(
      `stop ${name}`,
      () => this.stop(),
      () => this.child?.kill('SIGKILL'),
    );
  }

  get address() {
    return `127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get logFile() {
    return join(this.settings.logDir, `${this.name}.log`);
  }

  /** Starts the process (migrations run before it listens); resolves once /api/health is 200. */
  async start(): Promise<void> {
    if (this.child) throw new Error(`${this.name} is already running`);
    this.starts += 1;
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, [serverEntry], {
      env: this.environment(),
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) =>
        reject(
          new Error(`${this.name} exited during start (${signal ?? code}); see ${this.logFile}`),
        ),
      ),
    );
    exited.catch(() => {});
    await Promise.race([waitForOk(`http://${this.address}/api/health`, 30_000, this.name), exited]);
  }

  /** What a crash or an out-of-memory kill looks like to everything around the process. */
  kill(): void {
    this.child?.kill('SIGKILL');
  }

  /** A graceful stop (SIGTERM: in-flight requests finish), SIGKILL after 15 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
    await exited;
  }

  private environment(): NodeJS.ProcessEnv {
    const { databaseUrl, redisUrl, jwtSecret } = this.settings;
    // Built from nothing rather than from this shell, so no AI key or database URL leaks in:
    // the built-in question bank serves every set.
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      // As npm start runs it (see docs/deploy.md).
      MALLOC_ARENA_MAX: '2',
      HOST: '127.0.0.1',
      PORT: String(this.port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: 'http://127.0.0.1',
      AI_PROVIDER: 'none',
      // Only nginx's own address is believed, so each learner's address reaches the limits.
      TRUST_PROXY: '127.0.0.1',
      // Every connection comes from nginx; the per-address cap would count nginx, not learners.
      MAX_CONNECTIONS_PER_CLIENT: '0',
      // The point is capacity, not the request budget of one learner.
      RATE_LIMIT_MAX: '1000000',
      // Warnings and errors only: a 500 or a failed query shows up, per-request lines do not.
      LOG_LEVEL: 'warn',
    };
  }
}
