import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from './app';
import { buildTestApp } from './test/app';

let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)));
    done();
  },
});

beforeAll(async () => {
  app = await buildTestApp({ ready: false, env: { LOG_LEVEL: 'error' }, app: { logStream } });
  // A route that fails the way a bug would; registered before ready like any feature route.
  app.get('/api/test/boom', async () => {
    throw new Error('secret internals: connection string postgres://admin:pw@db');
  });
  app.get('/api/test/bad-json-inside', async () => JSON.parse('{"stored": '));
  await app.ready();
});
afterAll(() => app.close());

describe('the envelope on every response', () => {
  it('answers an unknown /api route with a 404 NOT_FOUND envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/does-not-exist?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'NOT_FOUND', message: `Route ${method} /api/does-not-exist not found` },
      });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'Request body is not valid JSON' },
    });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with an error envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('answers an uncaught error with 500 INTERNAL_ERROR and no internals', async () => {
    const res = await app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
    });
    expect(res.body).not.toMatch(/secret|postgres|stack|at /);
    // The real error goes to the log, tagged with the id the client got.
    const line = logLines.find((l) => l.reqId === res.headers['x-request-id']);
    expect(line?.err).toMatchObject({ message: expect.stringContaining('secret internals') });
  });

  it('treats a JSON error inside the server as a 500, not as a bad request', async () => {
    const res = await app.inject({ url: '/api/test/bad-json-inside' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
  });
});

describe('headers', () => {
  it('gives every response its own x-request-id', async () => {
    const [a, b] = await Promise.all([
      app.inject({ url: '/api/health' }),
      app.inject({ url: '/api/nope' }),
    ]);
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('ignores a request id the client sends', async () => {
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged' } });
    expect(res.headers['x-request-id']).not.toBe('forged');
  });

  it('sends the content security policy and no referrer', async () => {
    const res = await app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the contract schemas', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['register', 'login', 'refresh', 'logout', 'profile']) {
      expect(doc.paths).toHaveProperty(`/api/auth/${path}`);
    }
    expect(doc.paths).toHaveProperty('/api/health');
    const register = doc.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'username']),
    );
    expect(doc.paths['/api/auth/profile'].put.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the Swagger UI under a policy that allows its own scripts', async () => {
    const res = await app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    const initializer = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMIT_EXCEEDED in the envelope once the auth budget is spent', async () => {
    const limited = await buildTestApp({
      app: { rateLimit: { max: 100, authMax: 2, timeWindowMs: 60_000 } },
    });
    try {
      const login = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'nobody@example.com', password: 'whatever1' },
        });
      expect((await login()).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(401);
      const res = await login();
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'RATE_LIMIT_EXCEEDED', message: expect.stringMatching(/retry in \d+ s/) },
      });
      // Health stays reachable for monitors.
      expect((await limited.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
