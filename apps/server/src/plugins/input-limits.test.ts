import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { listen } from '../test/http';
import { bearer, registerUser } from '../test/users';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await buildTestApp({ ready: false });
  // A route that takes a long list, as an import does, raising its own limit.
  app.post(
    '/api/test/import',
    { config: { inputLimits: { maxItems: 20_000, maxNodes: 30_000 } } },
    async (request) => ({ success: true, data: { count: (request.body as unknown[]).length } }),
  );
  ({ base } = await listen(app));
});
afterAll(() => app.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

function expectSmallValidationError(status: number, text: string) {
  expect(status).toBe(400);
  expect(text.length).toBeLessThan(4096);
  const body = JSON.parse(text);
  expect(body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  const details = body.error.details as { path: string; message: string }[];
  expect(details.length).toBeLessThanOrEqual(20);
  for (const issue of details) expect(issue.message.length).toBeLessThanOrEqual(200);
  return body;
}

const manyKeys = (n: number) => {
  const body: Record<string, string> = { email: 'a@example.com', password: 'secret-pass' };
  for (let i = 0; i < n; i++) body[`key${i}`] = 'v';
  return body;
};

describe('request bodies of hostile shape', () => {
  it('answers a 60 000-key sign-in body with a small 400 while /api/health keeps answering', async () => {
    const hostile = post('/api/auth/login', manyKeys(60_000));
    const health = fetch(`${base}/api/health`);
    const [res, healthRes] = await Promise.all([hostile, health]);
    expectSmallValidationError(res.status, await res.text());
    expect(healthRes.status).toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('names a few unknown keys once each, with short messages', async () => {
    const res = await post('/api/auth/login', manyKeys(150));
    const body = expectSmallValidationError(res.status, await res.text());
    expect(body.error.details).toHaveLength(20);
    expect(body.error.details[0]).toEqual({
      path: 'key0',
      message: 'unknown field',
      code: 'unrecognized_keys',
    });
    expect(body.error.message).toBe('Invalid body: key0: unknown field (and 149 more)');
  });

  it('clips an over-long unknown key in its path', async () => {
    const res = await post('/api/auth/login', { ...manyKeys(0), ['k'.repeat(10_000)]: 1 });
    const body = expectSmallValidationError(res.status, await res.text());
    expect(body.error.details[0].path.length).toBeLessThanOrEqual(50);
  });

  it('answers 150 000 categories on the signed-in generate route with a small 400', async () => {
    const user = await registerUser(app);
    const res = await post(
      '/api/questions/generate',
      {
        questionType: 'reading',
        questionCount: 5,
        difficulty: [3],
        categories: Array.from({ length: 150_000 }, () => 'p'),
      },
      bearer(user.tokens.accessToken),
    );
    const body = expectSmallValidationError(res.status, await res.text());
    expect(body.error.details).toEqual([
      { path: 'categories', message: 'more than 500 items', code: 'too_big' },
    ]);
  });

  it('refuses bodies nested deeper than 32 levels', async () => {
    const depth = 100_000;
    const deep = `{"email":"a@example.com","password":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    const body = expectSmallValidationError(res.status, await res.text());
    expect(body.error.details[0].message).toBe('nested deeper than 32 levels');
  });

  it('lets a route that imports long lists raise its own limit', async () => {
    const ok = await post(
      '/api/test/import',
      Array.from({ length: 10_000 }, (_, i) => i),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true, data: { count: 10_000 } });
    const tooMany = await post(
      '/api/test/import',
      Array.from({ length: 20_001 }, (_, i) => i),
    );
    expectSmallValidationError(tooMany.status, await tooMany.text());
  });
});
