import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { redactUrl } from './log-redaction';

describe('request logs', () => {
  it('blank the tokens and OAuth codes that travel in query strings', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildTestApp({ env: { LOG_LEVEL: 'info' }, app: { logStream } });
    try {
      await app.inject({
        url: '/auth/callback?access_token=eyJ.secret.jwt&refresh_token=r-secret&user_id=u-1',
        headers: { accept: 'text/html' },
      });
      await app.inject({ url: '/api/auth/google/callback?code=c-secret&state=s-secret' });
      const log = lines.join('\n');
      expect(log).toContain('access_token=[redacted]');
      expect(log).toContain('code=[redacted]');
      for (const secret of ['eyJ.secret.jwt', 'r-secret', 'c-secret', 's-secret']) {
        expect(log).not.toContain(secret);
      }
      // What is not a secret stays readable.
      expect(log).toContain('user_id=u-1');
    } finally {
      await app.close();
    }
  });

  it('leave other URLs alone', () => {
    expect(redactUrl('/api/questions?part=part5&count=10')).toBe(
      '/api/questions?part=part5&count=10',
    );
    expect(redactUrl('/x?state=a&codeword=b&code=c')).toBe(
      '/x?state=[redacted]&codeword=b&code=[redacted]',
    );
  });
});
