import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';

const INDEX = '<!doctype html><title>TOEIC Ace</title><div id="root"></div>';
const BIG = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'toeic-ace-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build's precompression step writes beside the files.
  writeFileSync(join(dist, 'assets', 'big-def456.js'), BIG);
  writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG));
  writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(BIG));
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dist, 'sw.js'), 'importScripts("workbox-2fbc6a65.js")');
  writeFileSync(join(dist, 'workbox-2fbc6a65.js'), 'self.workbox = {}');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"TOEIC Ace"}');
  app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves index.html at / without long-term caching', async () => {
    const res = await app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('leaves the document-only security headers off hashed assets, keeping what a script honours', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    for (const header of ['content-security-policy', 'permissions-policy', 'x-frame-options'])
      expect(asset.headers[header]).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    // The page, the service worker (a worker obeys its own response's CSP) and a 404 keep them.
    for (const [url, headers] of [
      ['/', html],
      ['/sw.js', {}],
      ['/assets/missing.js', {}],
    ] as const) {
      const res = await app.inject({ url, headers });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends the precompressed copy a browser accepts, and the plain file to others', async () => {
    const url = '/assets/big-def456.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);

    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });

  it('sends index.html compressed for client-side routes too', async () => {
    const res = await app.inject({
      url: '/vocabulary',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('has the service worker and the manifest revalidated on every load, with their types', async () => {
    // A cached sw.js would keep a released fix from reaching installed apps.
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const runtime = await app.inject({ url: '/workbox-2fbc6a65.js' });
    expect(runtime.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a page navigation to a client-side route with index.html', async () => {
    for (const url of ['/practice', '/review/123?tab=all', '/auth?redirect=%2Freview']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('never falls back for /api: unknown API routes stay JSON 404s', async () => {
    const res = await app.inject({ url: '/api/unknown', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect((await app.inject({ url: '/api/health', headers: html })).json().success).toBe(true);
  });

  it('answers a missing file that is not a page with a 404', async () => {
    const res = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect((await app.inject({ method: 'POST', url: '/practice', headers: html })).statusCode).toBe(
      404,
    );
  });
});
