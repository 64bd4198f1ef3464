// A PostgreSQL 15 cluster of the soak's own, in a temporary folder on a free loopback port: the
// soak restarts it under load, which must never touch the machine's shared server.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';

const BIN = '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: connections are cut, the server is back when this settles. */
  restart(): Promise<void>;
  /** Stops the server and deletes its folder; safe to call twice. */
  destroy(): void;
}

/** initdb refuses to run as root: as root, every command runs as the postgres OS user. */
function commandLine(command: string, args: string[]): [string, string[]] {
  const path = join(BIN, command);
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
    : [path, args];
}

function asClusterOwner(command: string, args: string[]): string {
  const [file, argv] = commandLine(command, args);
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The restart runs while learners keep sending: it must not block this process. */
async function asClusterOwnerAsync(command: string, args: string[]): Promise<void> {
  const [file, argv] = commandLine(command, args);
  await promisify(execFile)(file, argv);
}

function ownedByPostgres(dir: string) {
  if (process.getuid?.() !== 0) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-soak-pg-'));
  chmodSync(dir, 0o700);
  ownedByPostgres(dir);
  const data = join(dir, 'data');
  const port = await freePort();
  // Given on every start: without it the server would write to pg_ctl's pipe and keep it open.
  const log = join(dir, 'server.log');
  let running = false;
  const destroy = () => {
    if (running) {
      running = false;
      try {
        asClusterOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped: nothing to do but delete the folder.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asClusterOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
    // Loopback only, its socket in its own folder; enough connections for two servers' pools.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
    asClusterOwner('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', 'start']);
    running = true;
  } catch (error) {
    destroy();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: () =>
      asClusterOwnerAsync('pg_ctl', ['-D', data, '-l', log, '-m', 'fast', '-w', 'restart']),
    destroy,
  };
}
