import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { matchesRoute } from './page-preloads';

// index.html as the web build writes it, with a long head so the page is worth compressing.
const INDEX = `<!doctype html><html><head><title>TOEIC Ace</title>${'<meta name="x" content="y">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
const TABLE = {
  routes: [
    { path: '/', files: ['/assets/home-1.js', '/assets/card-2.js'] },
    { path: '/practice', files: ['/assets/practice-3.js'] },
    { path: '/review/:sessionId', files: ['/assets/review-4.js'] },
    { path: '/review/mock/:mockId', files: ['/assets/review-mock-5.js'] },
    { path: '/*', files: ['/assets/not-found-6.js'] },
  ],
};
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const preloads = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'toeic-ace-dist-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite/route-preloads.json'), JSON.stringify(TABLE));
  app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("each page names its route's chunks", () => {
  it('preloads the chunks of the route the URL names, in the head', async () => {
    const cases: [string, string[]][] = [
      ['/', ['/assets/home-1.js', '/assets/card-2.js']],
      ['/practice?part=5', ['/assets/practice-3.js']],
      ['/review/abc', ['/assets/review-4.js']],
      ['/review/mock/xyz', ['/assets/review-mock-5.js']],
      ['/no/such/page', ['/assets/not-found-6.js']],
    ];
    for (const [url, files] of cases) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(preloads(res.body), url).toEqual(files);
      expect(res.body.indexOf('modulepreload')).toBeLessThan(res.body.indexOf('</head>'));
      expect(res.body.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(INDEX);
    }
  });

  it('serves / as a page even to a client that does not ask for HTML', async () => {
    const res = await app.inject({ url: '/', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual(['/assets/home-1.js', '/assets/card-2.js']);
  });

  it('compresses the page for a browser that accepts it', async () => {
    const res = await app.inject({
      url: '/practice',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(preloads(brotliDecompressSync(res.rawPayload).toString())).toEqual([
      '/assets/practice-3.js',
    ]);
  });
});

describe('a page sent again', () => {
  it('answers 304 to a browser that has it, and the page again once it changed', async () => {
    const first = await app.inject({ url: '/practice', headers: html });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      url: '/practice',
      headers: { ...html, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another route's page is another document.
    const other = await app.inject({ url: '/', headers: { ...html, 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('sends gzip to a browser without brotli, and the same document each time', async () => {
    const gz = await app.inject({
      url: '/review/1',
      headers: { ...html, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/review/1', headers: html });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe('matchesRoute', () => {
  it('matches like the client router: fixed segments, one segment per parameter, * for the rest', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/practice')).toBe(false);
    expect(matchesRoute('/review', '/review/')).toBe(true);
    expect(matchesRoute('/review/:sessionId', '/review')).toBe(false);
    expect(matchesRoute('/review/:sessionId', '/review/1/2')).toBe(false);
    expect(matchesRoute('/vocabulary/review', '/vocabulary/review')).toBe(true);
    expect(matchesRoute('/vocabulary', '/vocabulary/review')).toBe(false);
    expect(matchesRoute('/*', '/anything/at/all')).toBe(true);
  });
});
