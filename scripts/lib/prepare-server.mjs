// After a build: starts the new bundle once, on a throwaway SQLite database, so that what its
// first start would otherwise make in the server itself is made here — the V8 code cache of
// the bundle and its start-up functions (server-launcher.mjs writes it a second after start)
// and the question bank's cache (the YAML files parsed and checked). Made in the first real
// start, they took ≈ 40 MB more memory than any later start (peak 183 MB against 149 MB in
// bench:dictionary) and a few seconds of CPU. Nothing of this process is kept but the two files;
// when it fails, the server still makes them on its own first start.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const TIMEOUT_MS = 60_000;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const newerThan = (file, ms) => existsSync(file) && statSync(file).mtimeMs >= ms;

async function healthy(url) {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Runs `entry` until `files` have all been written since `since` (ms), then stops it. Its own
 * environment only: never the caller's database, Redis or AI settings.
 */
export async function prepareServer(entry, files, since) {
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-prepare-'));
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH,
      TMPDIR: dir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, 'prepare.db')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      DICTIONARY_ONLINE: 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  try {
    while (!(await healthy(`http://127.0.0.1:${port}/api/health`))) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${stderr}`);
      if (Date.now() - started > TIMEOUT_MS) throw new Error('no answer from the server');
      await delay(50);
    }
    while (!files.every((file) => newerThan(file, since))) {
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`not written: ${files.join(', ')}`);
      await delay(50);
    }
  } catch (error) {
    console.warn(
      `Preparing the server's start-up caches failed (its first start makes them): ${error.message}`,
    );
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}
