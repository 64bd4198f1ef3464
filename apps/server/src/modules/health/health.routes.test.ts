import { describe, expect, it } from 'vitest';
import { healthSchema } from '@toeic-ace/contract';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { buildTestApp, TEST_JWT_SECRET } from '../../test/app';
import { closedPort } from '../../test/http';

describe('GET /api/health', () => {
  it('reports ok after a real database round trip, and no AI provider by default', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          status: 'ok',
          database: 'ok',
          ai: { provider: 'none', configured: false },
          auth: { google: false },
        },
      });
      expect(healthSchema.safeParse(res.json().data).success).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('names the provider chosen automatically from the environment', async () => {
    const gemini = await buildTestApp({ env: { GEMINI_API_KEY: 'key' } });
    const openai = await buildTestApp({ env: { OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' } });
    try {
      const g = await gemini.inject({ url: '/api/health' });
      const o = await openai.inject({ url: '/api/health' });
      expect(g.json().data.ai).toEqual({ provider: 'gemini', configured: true });
      expect(o.json().data.ai).toEqual({ provider: 'openai', configured: true });
    } finally {
      await Promise.all([gemini.close(), openai.close()]);
    }
  });

  it('says whether Google sign-in is configured: it needs both the client id and the secret', async () => {
    const both = await buildTestApp({
      env: { GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' },
    });
    const idOnly = await buildTestApp({ env: { GOOGLE_CLIENT_ID: 'client' } });
    try {
      expect((await both.inject({ url: '/api/health' })).json().data.auth).toEqual({
        google: true,
      });
      expect((await idOnly.inject({ url: '/api/health' })).json().data.auth).toEqual({
        google: false,
      });
    } finally {
      await Promise.all([both.close(), idOnly.close()]);
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE with the degraded report when the database is unreachable', async () => {
    // Nothing listens on the port: every connection attempt is refused.
    const unreachable = `postgres://nobody@127.0.0.1:${await closedPort()}/none`;
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: unreachable,
    });
    const app = await buildApp(config, { db: createDatabase(unreachable) });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      const { success, error } = res.json();
      expect({ success, code: error.code }).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(healthSchema.parse(error.details)).toMatchObject({
        status: 'degraded',
        database: 'unavailable',
      });
    } finally {
      await app.close();
    }
  });
});
