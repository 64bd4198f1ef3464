// `npm run test:e2e`: build the web app and the server if needed, then run the Playwright suites
// under Vitest against the production build.
import { spawnSync } from 'node:child_process';
import { buildServerIfStale } from './lib/build-server.mjs';
import { buildWebIfStale, repoRoot } from './lib/build-web.mjs';

buildWebIfStale();
await buildServerIfStale();
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
