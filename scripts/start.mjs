// `npm start`: build the web app if needed, then run the API server, which also serves it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWebIfStale, repoRoot } from './lib/build-web.mjs';

buildWebIfStale();

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')],
  { cwd: repoRoot, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
