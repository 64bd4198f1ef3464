import { describe, expect, it } from 'vitest';
import { geminiHealthSchema } from '@toeic-ace/contract';
import { buildTestApp } from '../test/app';
import { closedPortUrl, providerEnv, VENDORS } from './testing';

/** GET /api/health/gemini: reachability of the configured provider, cached, never a 500. */
const zeros = { minute: { used: 0, limit: 60 }, day: { used: 0, limit: 1000 } };

describe('GET /api/health/gemini', () => {
  it('reports not connected without a provider, with the quota limits', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject({ url: '/api/health/gemini' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { geminiAPI: { connected: false, provider: 'none', rateLimit: zeros } },
      });
      expect(geminiHealthSchema.safeParse(res.json().data).success).toBe(true);
    } finally {
      await app.close();
    }
  });

  it.each(VENDORS)('asks $name once for two page views, with no tokens spent', async (vendor) => {
    const fake = await vendor.start();
    const app = await buildTestApp({ env: providerEnv(vendor.name, fake.url) });
    try {
      const first = await app.inject({ url: '/api/health/gemini' });
      const second = await app.inject({ url: '/api/health/gemini' });
      for (const res of [first, second]) {
        expect(res.statusCode).toBe(200);
        expect(res.json().data.geminiAPI).toMatchObject({ connected: true, provider: vendor.name });
      }
      expect(fake.requests).toHaveLength(1);
      const [probe] = fake.requests;
      expect(probe?.method).toBe('GET');
      if (vendor.name === 'gemini') {
        expect(probe?.path).toBe('/v1beta/models/gemini-2.5-flash');
        expect(probe?.headers['x-goog-api-key']).toBe('test-key');
        expect(first.json().data.geminiAPI.model).toBe('gemini-2.5-flash');
      } else {
        expect(probe?.path).toBe('/v1/models');
        expect(probe?.headers.authorization).toBe('Bearer test-key');
        expect(first.json().data.geminiAPI.model).toBe('test-model');
      }
    } finally {
      await app.close();
      await fake.close();
    }
  });

  it('reports not connected when the provider answers an error or cannot be reached', async () => {
    const [gemini] = VENDORS;
    if (!gemini) throw new Error('no vendor');
    const fake = await gemini.start();
    fake.metadataStep = { status: 500 };
    const failing = await buildTestApp({ env: providerEnv('gemini', fake.url) });
    const unreachable = await buildTestApp({
      env: providerEnv('openai', `${await closedPortUrl()}/v1`),
    });
    try {
      for (const app of [failing, unreachable]) {
        const res = await app.inject({ url: '/api/health/gemini' });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.geminiAPI.connected).toBe(false);
      }
    } finally {
      await Promise.all([failing.close(), unreachable.close(), fake.close()]);
    }
  });
});
