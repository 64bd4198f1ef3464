// The stack floor (apps/web/build/stack-floor: React 19, the data router, TanStack Query,
// Zustand, i18next — one route, one text) built for production and served over HTTP with gzip,
// as the app's server serves its own build, so Lighthouse can measure it beside the app's pages
// in the same run (`npm run bench:lighthouse`).
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

function filesUnder(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? filesUnder(path, `${prefix}/${name}`)
      : [[`${prefix}/${name}`, path]];
  });
}

/** Builds the floor and serves it on 127.0.0.1; answers its URL and a stop function. */
export async function serveStackFloor(webDir) {
  const outDir = mkdtempSync(join(tmpdir(), 'toeic-stack-floor-'));
  await build({
    root: join(webDir, 'build/stack-floor'),
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const files = new Map(
    filesUnder(outDir).map(([url, path]) => {
      const body = readFileSync(path);
      return [url, { body: gzipSync(body, { level: 9 }), type: TYPES[extname(path)] }];
    }),
  );
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = files.get(url) ?? files.get('/index.html');
    response.writeHead(200, {
      'content-type': file.type ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': url.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    response.end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
