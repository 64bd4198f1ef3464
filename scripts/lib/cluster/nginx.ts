import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { onCleanup } from './cleanup';
import { childPids } from './cpu';
import { sleep, waitForOk } from './ports';

const NGINX = '/usr/sbin/nginx';
export const SITE_FILE = resolve(import.meta.dirname, '../../../deploy/nginx/toeic-ace.conf');

/** Fields of each access-log line, in order (see LOG_FORMAT). */
export interface AccessLogLine {
  benchId: string;
  status: number;
  /** Every upstream nginx tried, in order ("127.0.0.1:3001, 127.0.0.1:3002" after a retry). */
  upstreams: string[];
}
const LOG_FORMAT = `'$http_x_bench_request $status "$upstream_addr"'`;

/**
 * The operator's site file with this run's addresses put in: the upstream's `server` lines
 * become the given instances (keeping the file's max_fails / fail_timeout), the TLS listener
 * becomes plain http on 127.0.0.1. Every other rule is used exactly as written, and a file whose
 * shape changed fails here rather than being measured half-applied.
 */
export function renderSite(site: string, listenPort: number, upstreams: string[]): string {
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/gm;
  const found = [...site.matchAll(serverLine)];
  if (found.length === 0) throw new Error(`${SITE_FILE}: no "server 127.0.0.1:PORT …;" line`);
  const [indent, parameters] = [found[0]![1], found[0]![2] ?? ''];
  let first = true;
  let text = site.replace(serverLine, () => {
    if (!first) return '';
    first = false;
    return upstreams.map((address) => `${indent}server ${address}${parameters};\n`).join('');
  });
  text = replaceOnce(text, /^\s*listen [^;]*;$/m, `    listen 127.0.0.1:${listenPort};`);
  text = text.replace(/^\s*ssl_[a-z_]+ [^;]*;\n/gm, '');
  if (/\bssl\b/.test(text.replace(/#.*$/gm, ''))) throw new Error('TLS settings left in the site');
  return text;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if ((text.match(new RegExp(pattern, `${pattern.flags}g`)) ?? []).length !== 1) {
    throw new Error(`${SITE_FILE}: expected exactly one match of ${pattern}`);
  }
  return text.replace(pattern, replacement);
}

/** nginx.conf of the run: everything under `dir`, run as this user, the site included. */
function mainConfig(dir: string): string {
  const user = userInfo();
  // As root, the workers would otherwise switch to "nobody" and lose access to `dir`.
  const userLine = user.uid === 0 ? `user ${user.username};\n` : '';
  return `${userLine}daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
    log_format bench ${LOG_FORMAT};
    access_log ${join(dir, 'access.log')} bench;
    client_body_temp_path ${join(dir, 'client_body')};
    proxy_temp_path ${join(dir, 'proxy')};
    fastcgi_temp_path ${join(dir, 'fastcgi')};
    uwsgi_temp_path ${join(dir, 'uwsgi')};
    scgi_temp_path ${join(dir, 'scgi')};
    include ${join(dir, 'site.conf')};
}
`;
}

export class Nginx {
  private child: ChildProcess | null = null;

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  /** Renders the site for `upstreams`, checks it with `nginx -t`, starts nginx in the foreground. */
  static async start(dir: string, port: number, upstreams: string[]): Promise<Nginx> {
    mkdirSync(dir, { recursive: true });
    const site = renderSite(readFileSync(SITE_FILE, 'utf8'), port, upstreams);
    writeFileSync(join(dir, 'site.conf'), site);
    writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
    const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
    const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
    const nginx = new Nginx(dir, port);
    const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    nginx.child = child;
    onCleanup(
      `stop nginx (${dir})`,
      () => nginx.stop(),
      () => child.kill('SIGKILL'),
    );
    await waitForOk(`http://127.0.0.1:${port}/api/health`, 10_000, 'nginx');
    return nginx;
  }

  /** The master and its workers. */
  get pids(): number[] {
    const master = this.child?.pid;
    return master === undefined ? [] : [master, ...childPids(master)];
  }

  /** SIGQUIT: nginx's graceful shutdown (open requests finish). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGQUIT');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    await exited;
  }

  accessLog(): AccessLogLine[] {
    const text = readFileSync(join(this.dir, 'access.log'), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const match = /^(\S+) (\d{3}) "([^"]*)"$/.exec(line);
        if (!match) throw new Error(`unexpected access log line: ${line}`);
        const upstreams = match[3] === '-' ? [] : match[3]!.split(/\s*,\s*|\s+:\s+/);
        return { benchId: match[1]!, status: Number(match[2]), upstreams };
      });
  }
}
