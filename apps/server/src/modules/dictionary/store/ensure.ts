import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { openCurrent } from './dictionary-file';

/**
 * The dictionary file opened read-only, built first when it is missing or stale. `npm run build`,
 * `npm start`, `npm run dev` and the test setup build it beforehand; this is the fallback for a
 * server started without it (a deploy that skipped the step, an upgraded data package). The build
 * runs in a child process, so this server's event loop and memory stay out of it; look-ups that
 * arrive meanwhile wait for the same build.
 */
const opening = new Map<string, Promise<Database.Database>>();

export function dictionaryDb(file: string): Promise<Database.Database> {
  let db = opening.get(file);
  if (!db) {
    db = open(file).catch((err: unknown) => {
      // A failed build should be tried again by the next look-up, not remembered forever.
      opening.delete(file);
      throw err;
    });
    opening.set(file, db);
  }
  return db;
}

async function open(file: string): Promise<Database.Database> {
  const current = openCurrent(file);
  if (current) return current;
  await runBuilder(file);
  const built = openCurrent(file);
  if (!built) throw new Error(`dictionary build left no current file at ${file}`);
  return built;
}

// From the server bundle, the builder is bundled beside it (scripts/lib/build-server.mjs); from
// the sources, the child registers tsx's require hook first, as runtime/worker-thread.ts does.
const bundled = import.meta.url.endsWith('.cjs');

function builderArgs(): string[] {
  if (bundled) return [fileURLToPath(new URL('./dictionary-build.child.cjs', import.meta.url))];
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const entry = fileURLToPath(new URL('./dictionary-build.child.ts', import.meta.url));
  return ['-e', `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`];
}

function runBuilder(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, builderArgs(), {
      env: { ...process.env, DICTIONARY_FILE: file },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // Below the server's priority: on a small machine the build's CPU goes to requests first.
    if (child.pid) setPriority(child.pid, 10);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`dictionary build failed (${code}): ${stderr}`)),
    );
  });
}
