import { describe, expect, it } from 'vitest';
import {
  AiProviderError,
  httpError,
  parseDurationMs,
  parseRetryAfterMs,
  retryAfterFromHeaders,
} from './ai-error';

describe('error classification', () => {
  it.each([
    [401, 'auth', false],
    [403, 'auth', false],
    [429, 'rate_limit', true],
    [400, 'bad_request', false],
    [500, 'server', true],
    [502, 'server', true],
    [503, 'server', true],
    [504, 'server', true],
    [404, 'other', false],
    [501, 'other', false],
  ] as const)('HTTP %i is %s, retryable %s', (status, kind, retryable) => {
    const error = httpError(status, 'x', { provider: 'gemini' });
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({ kind, retryable, status, provider: 'gemini' });
  });

  it('treats no answer (network) and our timeout as retryable, answer problems as final', () => {
    expect(new AiProviderError('network', 'x').retryable).toBe(true);
    expect(new AiProviderError('timeout', 'x').retryable).toBe(true);
    for (const kind of ['no_candidates', 'safety', 'max_tokens', 'malformed', 'other'] as const) {
      expect(new AiProviderError(kind, 'x').retryable).toBe(false);
    }
  });
});

describe('retry delays', () => {
  it("reads Google's RetryInfo durations", () => {
    expect(parseDurationMs('13s')).toBe(13_000);
    expect(parseDurationMs('0.250s')).toBe(250);
    expect(parseDurationMs('soon')).toBeUndefined();
    expect(parseDurationMs(13)).toBeUndefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfterMs('7', now)).toBe(7000);
    expect(parseRetryAfterMs('Wed, 01 Jan 2025 00:00:20 GMT', now)).toBe(20_000);
    expect(parseRetryAfterMs('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfterMs('garbage', now)).toBeUndefined();
    expect(parseRetryAfterMs(null, now)).toBeUndefined();
  });

  it('prefers retry-after-ms over Retry-After', () => {
    expect(
      retryAfterFromHeaders(new Headers({ 'retry-after-ms': '1500', 'retry-after': '2' })),
    ).toBe(1500);
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterFromHeaders(new Headers())).toBeUndefined();
  });
});
