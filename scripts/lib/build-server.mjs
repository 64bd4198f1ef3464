// Compiles the API server once into apps/server/dist/server.mjs (esbuild), so production runs
// plain JavaScript in one Node process: no TypeScript loader, no launcher process, a fast start.
// Our own code (server and the contract workspace) is bundled; packages from the registry stay
// external and load from node_modules as usual, native add-ons included.
import { cpSync, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { newestMtime, repoRoot } from './build-web.mjs';

const serverDir = join(repoRoot, 'apps/server');
export const serverEntry = join(serverDir, 'dist/server.mjs');
const sources = [
  join(serverDir, 'src'),
  join(serverDir, 'package.json'),
  join(repoRoot, 'packages/contract/src'),
];

export function serverBuildIsStale() {
  if (!existsSync(serverEntry)) return true;
  const built = statSync(serverEntry).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

/** Registry packages (every dependency but the workspace's own) are left to node_modules. */
function externalPackages() {
  const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  return names.filter((name) => !name.startsWith('@toeic-ace/')).concat('zod');
}

export async function buildServerIfStale({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return;
  console.log('Building the server…');
  await build({
    entryPoints: [join(serverDir, 'src/server.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: externalPackages(),
    logLevel: 'warning',
  });
  // Data files the dictionary reads beside its source (WordNet's exception lists).
  cpSync(
    join(serverDir, 'src/modules/dictionary/english/morphology'),
    join(serverDir, 'dist/morphology'),
    { recursive: true },
  );
}
