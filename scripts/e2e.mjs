// `npm run test:e2e`: build the web app if needed, then run the Playwright suites under Vitest.
import { spawnSync } from 'node:child_process';
import { buildWebIfStale, repoRoot } from './lib/build-web.mjs';

buildWebIfStale();
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
