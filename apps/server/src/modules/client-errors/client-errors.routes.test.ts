import { Writable } from 'node:stream';
import { CLIENT_ERRORS, type ClientErrorReport } from '@toeic-ace/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEiLCJleHAiOjE3OTk5OTk5OTl9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const REFRESH = 'rt_9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddccbbaa';

const report = (overrides: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
  type: 'NETWORK_ERROR',
  severity: 'high',
  message: '网络连接失败，请检查网络连接',
  code: 'NETWORK_ERROR',
  status: 0,
  source: 'api',
  url: 'http://127.0.0.1:3000/practice',
  userAgent: 'Mozilla/5.0 (test)',
  timestamp: '2026-11-24T12:00:00.000Z',
  ...overrides,
});

let app: FastifyInstance;
let lines: string[];

async function start() {
  lines = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildTestApp({ env: { LOG_LEVEL: 'info' }, app: { logStream } });
}

const logged = () =>
  lines
    .flatMap((chunk) => chunk.split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === 'client error reported');

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as object, headers });

afterEach(async () => {
  await app?.close();
});

describe('POST /api/client-errors', () => {
  it('writes the report to the server log, at error level when critical', async () => {
    await start();
    const res = await post(report({ severity: 'critical', type: 'STORAGE_CORRUPTION' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { logged: true } });
    const [entry] = logged();
    expect(entry).toMatchObject({
      level: 50,
      userId: null,
      clientError: { type: 'STORAGE_CORRUPTION', severity: 'critical', source: 'api' },
    });
    await post(report());
    expect(logged()[1]).toMatchObject({ level: 40, clientError: { severity: 'high' } });
  });

  it('blanks tokens and passwords in every text field before logging', async () => {
    await start();
    const res = await post(
      report({
        message: `login failed for {"email":"a@b.c","password":"hunter2-secret"} with Bearer ${JWT}`,
        stack: `Error: x\n    at refresh (http://127.0.0.1/assets/index-Bx1.js:1:2) token=${REFRESH}`,
        componentStack: `at Page apiKey: 'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW'`,
        url: `http://127.0.0.1:3000/auth/callback?access_token=${JWT}&refresh_token=${REFRESH}&user_id=u-1`,
      }),
    );
    expect(res.statusCode).toBe(200);
    const text = JSON.stringify(logged());
    for (const secret of [
      'hunter2-secret',
      JWT,
      REFRESH,
      'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
    // What is not a secret stays readable: ids, file names, error codes.
    expect(text).toContain('user_id=u-1');
    expect(text).toContain('/assets/index-Bx1.js:1:2');
    expect(text).toContain('"code":"NETWORK_ERROR"');
  });

  it('keeps session ids and plain words that merely look long', async () => {
    await start();
    const id = '0b7e1f7c-3f1d-4a53-9c1e-0f4d2b9e8a61';
    await post(report({ message: `session ${id} failed: Storage operation failed: saveSession` }));
    expect(logged()[0]?.clientError).toMatchObject({
      message: `session ${id} failed: Storage operation failed: saveSession`,
    });
  });

  it('refuses a body over the size cap with 413 and logs nothing', async () => {
    await start();
    const res = await post(report({ stack: 'x'.repeat(CLIENT_ERRORS.reportBodyLimitBytes + 1) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(logged()).toHaveLength(0);
  });

  it('refuses fields longer than their caps, unknown types and a bad timestamp with 400', async () => {
    await start();
    const long = await post(report({ message: 'm'.repeat(CLIENT_ERRORS.reportMessageMax + 1) }));
    const type = await post({ ...report(), type: 'WHATEVER' });
    const time = await post({ ...report(), timestamp: 'yesterday' });
    for (const res of [long, type, time]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect(logged()).toHaveLength(0);
  });

  it('counts reports per client address, and per user with a valid bearer', async () => {
    await start();
    for (let i = 0; i < CLIENT_ERRORS.reportsPerWindow; i++) {
      expect((await post(report())).statusCode).toBe(200);
    }
    const over = await post(report());
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
    // A forged bearer is just another anonymous report from the same address.
    expect((await post(report(), bearer('not-a-token'))).statusCode).toBe(429);
    // A signed-in learner has a budget of their own, and the log names them.
    const user = await registerUser(app);
    const mine = await post(report(), bearer(user.tokens.accessToken));
    expect(mine.statusCode).toBe(200);
    expect(logged().at(-1)).toMatchObject({ userId: user.user.id });
    expect(logged()).toHaveLength(CLIENT_ERRORS.reportsPerWindow + 1);
  });
});
