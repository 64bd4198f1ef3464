// `npm run dev`: the API server with reload on change, and Vite's dev server (which proxies /api).
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/build-web.mjs';

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
