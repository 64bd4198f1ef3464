// `npm test`: the contract, server (SQLite) and web suites side by side — each waits on its own
// database, browser environment or workers much of the time, so together they take little more
// than the longest alone. Each suite's output is printed whole when it ends (no interleaving);
// the exit code is non-zero when any suite failed. `npm test --workspace <path>` runs one.
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/build-web.mjs';

const WORKSPACES = ['packages/contract', 'apps/server', 'apps/web'];

function run(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'test', '--workspace', workspace], {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n──── ${workspace} (exit ${code}, ${seconds} s) ────\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(WORKSPACES.map(run));
const failed = WORKSPACES.filter((_, i) => codes[i] !== 0);
if (failed.length) {
  console.log(`\nnpm test: failed in ${failed.join(', ')}`);
  process.exit(1);
}
