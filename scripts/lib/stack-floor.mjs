// The first load of the least app the web client's stack can make (apps/web/build/stack-floor:
// React 19, React Router's data router, TanStack Query, Zustand, i18next — the stack the web
// client is built on), built with the same Vite and React plugin as the app, in production mode.
// `npm run bench:web` prints it beside every route, so a budget can be read against what the
// stack costs before any of the app's own code.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { reactRouterProduction } from '../../apps/web/build/react-router-production.mjs';
import { sizeOfBytes, totalSize } from './compressed-size.mjs';

export async function measureStackFloor(webDir) {
  const outDir = mkdtempSync(join(tmpdir(), 'toeic-stack-floor-'));
  try {
    await build({
      root: join(webDir, 'build/stack-floor'),
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react(), reactRouterProduction()],
      build: { outDir, emptyOutDir: true },
    });
    const assets = join(outDir, 'assets');
    return totalSize(
      readdirSync(assets)
        .filter((name) => name.endsWith('.js'))
        .map((file) => sizeOfBytes(readFileSync(join(assets, file)))),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
