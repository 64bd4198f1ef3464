import { describe, expect, it } from 'vitest';
import { REDIS_URL, redisPerFile } from '../../test/redis';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import { MemoryQuotaStore } from '../../ai';
import { generateBody, postGenerate } from './testing';

const { prefix: redisPrefix } = redisPerFile('ai-quota');

const at = (iso: string) => new Date(iso);
const zeros = { minute: { used: 0, limit: 60 }, day: { used: 0, limit: 1000 } };

describe('AI quota on the generate endpoints', () => {
  async function exhaust(app: Awaited<ReturnType<typeof buildTestApp>>, token: string) {
    for (let i = 0; i < 60; i++) {
      const res = await postGenerate(app, token, generateBody(), i % 2 === 1);
      expect(res.statusCode).toBe(200);
    }
  }

  // A frozen clock: sixty calls must not straddle a minute boundary.
  const frozen = () => {
    const now = new Date();
    return () => now;
  };

  it('answers the 61st call of a minute with 429 and Retry-After (memory)', async () => {
    const app = await buildTestApp({ app: { clock: frozen() } });
    try {
      const { tokens } = await registerUser(app);
      await exhaust(app, tokens.accessToken);
      for (const stream of [false, true]) {
        const res = await postGenerate(app, tokens.accessToken, generateBody(), stream);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({
          success: false,
          error: { code: 'RATE_LIMIT_EXCEEDED' },
        });
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
      }
      const health = await app.inject({
        url: '/api/health/gemini',
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(health.json().data.geminiAPI.rateLimit).toEqual({
        minute: { used: 60, limit: 60 },
        day: { used: 60, limit: 1000 },
      });
      // Somebody else still has their own budget.
      const other = await registerUser(app);
      expect((await postGenerate(app, other.tokens.accessToken, generateBody())).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });

  it('shares the counters through Redis when REDIS_URL is set', async () => {
    const app = await buildTestApp({
      env: { REDIS_URL },
      app: { clock: frozen(), ai: { quota: { redisKeyPrefix: redisPrefix() } } },
    });
    try {
      const { tokens } = await registerUser(app);
      await exhaust(app, tokens.accessToken);
      const res = await postGenerate(app, tokens.accessToken, generateBody());
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });

  it('refuses by the day window until UTC midnight of the app clock', async () => {
    let now = at('2026-11-23T23:58:30Z');
    const app = await buildTestApp({
      app: {
        clock: () => now,
        ai: { quota: { store: new MemoryQuotaStore({ perMinute: 2, perDay: 3 }) } },
      },
    });
    try {
      const user = await registerUser(app);
      const token = user.tokens.accessToken;
      for (let i = 0; i < 2; i++)
        expect((await postGenerate(app, token, generateBody())).statusCode).toBe(200);
      const minute = await postGenerate(app, token, generateBody());
      expect(minute.statusCode).toBe(429);
      expect(minute.headers['retry-after']).toBe('30');

      now = at('2026-11-23T23:59:00Z');
      expect((await postGenerate(app, token, generateBody())).statusCode).toBe(200);
      const day = await postGenerate(app, token, generateBody());
      expect(day.statusCode).toBe(429);
      expect(day.json().error.message).toContain('a day');
      expect(day.headers['retry-after']).toBe('60');

      now = at('2026-11-24T00:00:00Z');
      expect((await postGenerate(app, token, generateBody())).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("shows a signed-in caller's own usage, and zeros for a bad token", async () => {
    const now = new Date(); // frozen: both calls in one minute window
    const app = await buildTestApp({ app: { clock: () => now } });
    try {
      const { tokens } = await registerUser(app);
      await postGenerate(app, tokens.accessToken, generateBody());
      await postGenerate(app, tokens.accessToken, generateBody(), true);
      const mine = await app.inject({
        url: '/api/health/gemini',
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(mine.json().data.geminiAPI.rateLimit).toEqual({
        minute: { used: 2, limit: 60 },
        day: { used: 2, limit: 1000 },
      });
      const bad = await app.inject({
        url: '/api/health/gemini',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(bad.statusCode).toBe(200);
      expect(bad.json().data.geminiAPI.rateLimit).toEqual(zeros);
    } finally {
      await app.close();
    }
  });
});
