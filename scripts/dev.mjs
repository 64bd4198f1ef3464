// `npm run dev`: the API server with reload on change, and Vite's dev server (which proxies /api).
import { spawn, spawnSync } from 'node:child_process';
import { repoRoot } from './lib/build-web.mjs';

// The offline dictionary file (apps/server/dist/dictionary.sqlite), built when missing or stale,
// so the first look-up does not wait for it (the server would build it in a child process).
spawnSync(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/modules/dictionary/store/dictionary-build.child.ts'],
  { cwd: repoRoot, stdio: 'inherit' },
);

const children = [
  spawn('npm', ['run', 'dev', '--workspace', 'apps/server'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  }),
);
