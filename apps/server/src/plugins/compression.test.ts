import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { listen } from '../test/http';
import { bearer, registerUser } from '../test/users';
import { instantRetry, providerEnv, VENDORS, type FakeServer } from '../ai/testing';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When each chunk arrived, in ms after the request was sent. */
  arrivals: { at: number; text: string }[];
  endedAt: number;
}

/** Plain node:http, which neither asks for nor undoes compression by itself. */
function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        const arrivals: Answer['arrivals'] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          arrivals.push({ at: Date.now() - started, text: chunk.toString('utf8') });
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            arrivals,
            endedAt: Date.now() - started,
          }),
        );
      },
    );
    req.once('error', reject);
    req.end(options.body);
  });
}

const decode = (answer: Answer) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
};
const varies = (answer: Answer) => /accept-encoding/i.test(String(answer.headers.vary ?? ''));

describe('compressing API answers', () => {
  let app: FastifyInstance;
  let base: string;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    base = (await listen(app)).base;
    auth = bearer((await registerUser(app)).tokens.accessToken);
    const words = Array.from({ length: 60 }, (_, i) => ({
      word: `compressword${i}`,
      definition: `the meaning of compress word ${i}`,
      context: `A sentence that uses compressword${i} in context.`,
    }));
    const imported = await app.inject({
      method: 'POST',
      url: '/api/vocabulary/import',
      headers: auth,
      payload: { words },
    });
    expect(imported.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  const list = (acceptEncoding?: string) =>
    call(`${base}/api/vocabulary/words`, {
      headers: { ...auth, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends a large list as brotli or gzip, as the client prefers, decoding to the same envelope', async () => {
    const plain = await list();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    // A cache must not hand this identity copy to a client that asked for brotli, or back.
    expect(varies(plain)).toBe(true);
    const envelope = JSON.parse(plain.body.toString('utf8'));
    expect(envelope.success).toBe(true);
    expect(envelope.data.words.length).toBeGreaterThanOrEqual(20);

    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const packed = await list(acceptEncoding);
      expect(packed.status, acceptEncoding).toBe(200);
      expect(packed.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(varies(packed)).toBe(true);
      expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
      expect(packed.body.length).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(decode(packed))).toEqual(envelope);
      // The security headers and the request id survive.
      expect(packed.headers['content-security-policy']).toContain("default-src 'self'");
      expect(packed.headers['x-request-id']).toBeTruthy();
    }
  });

  it('keeps identity for an encoding the client refuses or the server does not offer', async () => {
    for (const acceptEncoding of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const answer = await list(acceptEncoding);
      expect(answer.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8')).success).toBe(true);
    }
  });

  it('leaves a small answer alone, without a Vary header', async () => {
    const profile = await call(`${base}/api/auth/profile`, {
      headers: { ...auth, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(profile.status).toBe(200);
    expect(profile.body.length).toBeLessThan(1024);
    expect(profile.headers['content-encoding']).toBeUndefined();
    expect(varies(profile)).toBe(false);
    expect(JSON.parse(profile.body.toString('utf8')).success).toBe(true);

    const missing = await call(`${base}/api/vocabulary/no-such-route`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString('utf8')).error.code).toBe('NOT_FOUND');
  });

  it('compresses an exported notebook, which downloads as the same file', async () => {
    const url = `${base}/api/vocabulary/export?format=csv`;
    const plain = await call(url, { headers: auth });
    const packed = await call(url, { headers: { ...auth, 'accept-encoding': 'gzip' } });
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['content-type']).toBe(plain.headers['content-type']);
    expect(packed.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(gunzipSync(packed.body).equals(plain.body)).toBe(true);
  });

  it('compresses a large error envelope too, keeping its status', async () => {
    // Twenty "unknown field" issues, each naming its field: well over 1 KB.
    const unknown = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`an_unexpected_field_number_${i}`, i]),
    );
    const answer = await call(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x', username: 'A', ...unknown }),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-encoding']).toBe('br');
    const envelope = JSON.parse(decode(answer));
    expect(envelope.success).toBe(false);
    expect(envelope.error.code).toBe('VALIDATION_ERROR');
  });
});

describe('a tutor reply streamed as server-sent events', () => {
  const vendor = VENDORS[0]!;
  let fake: FakeServer;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    fake = await vendor.start();
    app = await buildTestApp({
      env: providerEnv(vendor.name, fake.url),
      app: { ai: { client: { retry: instantRetry().retry } } },
    });
    base = (await listen(app)).base;
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('is never compressed and each event leaves as it is written', async () => {
    const token = (await registerUser(app)).tokens.accessToken;
    const session = await app.inject({
      method: 'POST',
      url: '/api/chat?action=sessions',
      headers: bearer(token),
      payload: { contextType: 'question', contextId: 'q-1' },
    });
    const id: string = session.json().data.id;
    // 60 tokens at 40 a second: the reply takes about 1.5 s and its events far pass 1 KB.
    const text = 'By marks a deadline; until marks a state that goes on. '.repeat(4).slice(0, 240);
    fake.enqueue({ stream: { text, tokensPerSecond: 40 } });

    const answer = await call(`${base}/api/chat?action=messages&sessionId=${id}`, {
      method: 'POST',
      headers: {
        ...bearer(token),
        accept: 'text/event-stream',
        'accept-encoding': 'gzip, deflate, br',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ message: 'Why not B?' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(varies(answer)).toBe(false);
    expect(answer.body.length).toBeGreaterThan(1024);
    const firstDelta = answer.arrivals.find((chunk) => chunk.text.includes('event: delta'));
    expect(firstDelta?.text).toMatch(/^event: delta\ndata: \{/);
    // Flushed: the first event reached the client long before the reply was over.
    expect(answer.endedAt - firstDelta!.at).toBeGreaterThan(700);
    expect(answer.arrivals.length).toBeGreaterThan(10);
  });
});

describe('generated questions streamed as server-sent events', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp();
    base = (await listen(app)).base;
  });
  afterAll(() => app.close());

  it('are never compressed, however large the stream', async () => {
    const token = (await registerUser(app)).tokens.accessToken;
    const answer = await call(`${base}/api/questions/generate/stream`, {
      method: 'POST',
      headers: {
        ...bearer(token),
        'accept-encoding': 'gzip, deflate, br',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        questionType: 'reading',
        questionCount: 5,
        difficulty: [3],
        categories: ['part5'],
        language: 'en',
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(varies(answer)).toBe(false);
    expect(answer.body.length).toBeGreaterThan(1024);
    const text = answer.body.toString('utf8');
    expect(text.match(/^event: question$/gm)).toHaveLength(5);
    expect(text).toMatch(/^event: done$/m);
  });
});

describe('the web app', () => {
  // Like a built index.html: over 1 KB, with the copies the build's precompression writes.
  const INDEX = `<!doctype html><title>TOEIC Ace</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}<div id="root"></div>`;
  const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  let dist: string;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'toeic-ace-compress-dist-'));
    mkdirSync(join(dist, 'assets'));
    for (const [name, content] of [
      ['index.html', INDEX],
      ['assets/app-abc123.js', SCRIPT],
    ] as const) {
      writeFileSync(join(dist, name), content);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(content));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(content));
    }
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
    base = (await listen(app)).base;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the page at / compressed, with Vary and the security headers', async () => {
    for (const url of ['/', '/vocabulary']) {
      const page = await call(`${base}${url}`, {
        headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(page.status, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(varies(page)).toBe(true);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(decode(page)).toBe(INDEX);
    }
    const plain = await call(`${base}/`, { headers: html });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(INDEX);
  });

  it('sends the precompressed files byte for byte, never compressed a second time', async () => {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const asset = await call(`${base}/assets/app-abc123.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.body.equals(readFileSync(join(dist, `assets/app-abc123.js${suffix}`)))).toBe(
        true,
      );
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(asset.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
    }
  });
});
