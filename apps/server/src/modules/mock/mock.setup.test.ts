import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import { ensureBankSeeded } from '../questions';
import { createMock, mockCalls } from './mock.fixtures';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('MOCK_TIME_SCALE', () => {
  it('shortens both sections by the factor (tests and the e2e suite use it)', async () => {
    const start = new Date('2026-11-24T10:00:00.000Z');
    app = await buildTestApp({
      env: { MOCK_TIME_SCALE: '0.01' },
      app: { mock: { clock: () => start } },
    });
    const account = await registerUser(app);
    const mock = await createMock(mockCalls(app, account.tokens.accessToken), 'half');
    // 23 min × 0.01 = 13.8 s; then 38 min × 0.01 = 22.8 s.
    expect(mock.listeningEndsAt).toBe('2026-11-24T10:00:13.800Z');
    expect(mock.readingEndsAt).toBe('2026-11-24T10:00:36.600Z');
  });

  it('is refused in production and outside (0, 1]', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...production, MOCK_TIME_SCALE: '0.1' })).toThrow(
      /MOCK_TIME_SCALE: not allowed in production/,
    );
    expect(loadConfig(production).mockTimeScale).toBe(1);
    expect(() => loadConfig({ MOCK_TIME_SCALE: '0' })).toThrow(/MOCK_TIME_SCALE/);
    expect(() => loadConfig({ MOCK_TIME_SCALE: '2' })).toThrow(/MOCK_TIME_SCALE/);
  });
});

describe('a pool too small for a form', () => {
  it('answers 503 NOT_ENOUGH_QUESTIONS', async () => {
    app = await buildTestApp();
    await ensureBankSeeded(app.db, new Date());
    await app.db.deleteFrom('questions').where('part', '=', 7).execute();
    const account = await registerUser(app);
    const res = await mockCalls(app, account.tokens.accessToken).create('half');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('NOT_ENOUGH_QUESTIONS');
  });
});
