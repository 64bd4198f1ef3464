import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp } from '../test/app';

describe('security headers', () => {
  it('switches camera, microphone and geolocation off for every page', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject({ url: '/api/health' });
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
        expect(policy).toContain(feature);
      }
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('sends HSTS only when the public address is https', async () => {
    const app = await buildTestApp({ env: { PUBLIC_URL: 'https://toeic.example.org' } });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });

  it('keeps the envelope and the headers on 429', async () => {
    const app = await buildTestApp({
      app: { rateLimit: { max: 1, authMax: 1, timeWindowMs: 60_000 } },
    });
    try {
      const login = () => app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
      expect((await login()).statusCode).toBe(400);
      const res = await login();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        success: false,
        error: { code: 'RATE_LIMIT_EXCEEDED' },
      });
      for (const [name, value] of Object.entries(app.securityHeaders)) {
        expect(res.headers[name], name).toBe(value);
      }
    } finally {
      await app.close();
    }
  });
});

describe('the Swagger UI', () => {
  const docsStatus = async (env: Record<string, string>) => {
    const app = await buildTestApp({ env });
    try {
      return (await app.inject({ url: '/api/docs/' })).statusCode;
    } finally {
      await app.close();
    }
  };

  // One app (and database) a case, so each case has the test timeout to itself on a loaded machine.
  it.each([
    [{ NODE_ENV: 'development' }, 200],
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', API_DOCS: 'true' }, 200],
    [{ NODE_ENV: 'development', API_DOCS: 'false' }, 404],
  ])(
    'is served outside production, and in production only with API_DOCS=true: %o → %i',
    async (env, status) => {
      expect(await docsStatus(env)).toBe(status);
    },
  );

  it('rejects an API_DOCS value that is not true or false', () => {
    expect(() => loadConfig({ API_DOCS: 'yes', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /API_DOCS: must be true or false/,
    );
  });
});
