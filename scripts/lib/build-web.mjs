// Builds the web app when its output is missing or older than any of its sources, so that
// `npm start` on a fresh clone serves a current app without a separate build step.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { precompress } from './precompress.mjs';

export const repoRoot = resolve(import.meta.dirname, '../..');
const webDir = join(repoRoot, 'apps/web');
const builtIndex = join(webDir, 'dist/index.html');
const sources = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(webDir, 'build'),
  join(webDir, 'public'),
  join(repoRoot, 'packages/contract/src'),
];

export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

export function buildWebIfStale({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    // Always React's production build, whatever NODE_ENV the shell has (development would ship
    // the development build, several times larger and slower).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web build failed.');
  const { before, after } = precompress(join(webDir, 'dist'));
  console.log(
    `Precompressed the web build: ${kb(before)} → ${kb(after)} (brotli), gzip beside it.`,
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
