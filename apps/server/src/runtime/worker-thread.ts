import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The production server is one esbuild bundle (dist/server.cjs); every `*.worker.ts` entry is
 * built beside it as `dist/<name>.worker.cjs` (scripts/lib/build-server.mjs). In the bundle
 * import.meta.url is the bundle's own URL, so this file can tell which way it runs.
 */
const bundled = import.meta.url.endsWith('.cjs');

/**
 * Sources (tsx, Vitest): the worker registers tsx's require hook, which compiles the TypeScript
 * entry and what it imports. (Node 20 gives a worker no ESM loader hooks of its own.)
 */
const FROM_SOURCE = `
const { workerData } = require('node:worker_threads');
require(workerData.tsx).register();
require(workerData.entry);`;

/**
 * Starts the worker whose TypeScript entry is `entry` (`new URL('./x.worker.ts',
 * import.meta.url)` in the caller): the built file in production, the source otherwise.
 */
export function startWorker(entry: URL, options: WorkerOptions = {}): Worker {
  if (bundled) {
    const built = basename(fileURLToPath(entry)).replace(/\.ts$/, '.cjs');
    return new Worker(new URL(built, import.meta.url), options);
  }
  // Resolved here, in the server's own folder, so the worker finds tsx whatever its cwd.
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return new Worker(FROM_SOURCE, {
    ...options,
    eval: true,
    workerData: { ...options.workerData, entry: fileURLToPath(entry), tsx },
  });
}
