import { CLIENT_ERRORS } from '@toeic-ace/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError, networkError } from './api-error';
import { classifyError, createErrorLog, type ErrorSource } from './error-handler';
import { toStorageError } from './storage-error';

const api = (status: number, code: string) => new ApiClientError('failed', code, status);

describe('the classification table', () => {
  const cases: [string, unknown, ErrorSource, string, string, boolean][] = [
    // condition, error, where caught → type, severity, retryable
    ['no response', networkError(), 'api', 'NETWORK_ERROR', 'high', true],
    [
      'message names the network',
      new Error('Network request failed'),
      'app',
      'NETWORK_ERROR',
      'high',
      true,
    ],
    [
      'message names fetch',
      new TypeError('Failed to fetch'),
      'window',
      'NETWORK_ERROR',
      'high',
      true,
    ],
    ['401', api(401, 'UNAUTHORIZED'), 'api', 'AUTHENTICATION_ERROR', 'high', false],
    ['refresh refused', api(400, 'REFRESH_FAILED'), 'api', 'AUTHENTICATION_ERROR', 'high', false],
    [
      'message names authentication',
      new Error('Authentication required'),
      'app',
      'AUTHENTICATION_ERROR',
      'high',
      false,
    ],
    ['429', api(429, 'RATE_LIMIT_EXCEEDED'), 'api', 'RATE_LIMIT_ERROR', 'medium', false],
    [
      'message names a rate limit',
      new Error('rate limit reached'),
      'app',
      'RATE_LIMIT_ERROR',
      'medium',
      false,
    ],
    ['5xx', api(503, 'AI_UNAVAILABLE'), 'api', 'API_ERROR', 'medium', true],
    ['database restarting', api(503, 'SERVICE_UNAVAILABLE'), 'api', 'API_ERROR', 'medium', true],
    ['other API error', api(404, 'NOT_FOUND'), 'api', 'API_ERROR', 'medium', false],
    ['400 validation', api(400, 'VALIDATION_ERROR'), 'api', 'VALIDATION_ERROR', 'low', false],
    [
      'message names validation',
      new Error('validation failed: email'),
      'app',
      'VALIDATION_ERROR',
      'low',
      false,
    ],
    [
      'message names quota',
      new Error('QuotaExceededError: quota'),
      'app',
      'STORAGE_QUOTA_EXCEEDED',
      'high',
      false,
    ],
    [
      'message names storage',
      new Error('localStorage is disabled'),
      'app',
      'STORAGE_QUOTA_EXCEEDED',
      'high',
      false,
    ],
    ['unhandled rejection', new Error('boom'), 'rejection', 'UNKNOWN_ERROR', 'high', false],
    ['window error', new Error('x is undefined'), 'window', 'COMPONENT_ERROR', 'medium', false],
    [
      'component boundary',
      new Error('render failed'),
      'boundary',
      'COMPONENT_ERROR',
      'medium',
      false,
    ],
    ['page boundary', new Error('render failed'), 'page', 'COMPONENT_ERROR', 'high', false],
    ['anything else', 'odd', 'app', 'UNKNOWN_ERROR', 'medium', false],
  ];
  it.each(cases)('%s', (_, error, source, type, severity, retryable) => {
    expect(classifyError(error, source)).toEqual({ type, severity, retryable });
  });

  it('a request that already waited the full timeout is not repeated', () => {
    expect(classifyError(networkError({ timedOut: true }))).toMatchObject({
      type: 'NETWORK_ERROR',
      retryable: false,
    });
  });

  it('storage wrapper errors keep their own type: quota and failure high, corruption critical', () => {
    const quota = toStorageError('save', new DOMException('full', 'QuotaExceededError'));
    const corrupt = toStorageError('load', new DOMException('bad', 'DataError'));
    const failed = toStorageError('clear', new Error('IndexedDB missing'));
    expect(classifyError(quota)).toEqual({
      type: 'STORAGE_QUOTA_EXCEEDED',
      severity: 'high',
      retryable: false,
    });
    expect(classifyError(corrupt).type).toBe('STORAGE_CORRUPTION');
    expect(classifyError(corrupt).severity).toBe('critical');
    expect(classifyError(failed)).toMatchObject({ type: 'STORAGE_ERROR', severity: 'high' });
  });
});

describe('the error log', () => {
  it(`keeps the last ${CLIENT_ERRORS.logCap} errors, oldest dropped first`, () => {
    const log = createErrorLog();
    for (let i = 0; i < CLIENT_ERRORS.logCap + 5; i++) log.record(new Error(`e${i}`));
    expect(log.all()).toHaveLength(CLIENT_ERRORS.logCap);
    expect(log.all()[0]?.message).toBe('e5');
    expect(log.all().at(-1)?.message).toBe(`e${CLIENT_ERRORS.logCap + 4}`);
  });

  it('tells every listener of each new error until it unsubscribes', () => {
    const log = createErrorLog();
    const first = vi.fn();
    const second = vi.fn();
    const stop = log.subscribe(first);
    log.subscribe(second);
    const record = log.record(api(500, 'INTERNAL_ERROR'), { source: 'api' });
    expect(first).toHaveBeenCalledWith(record);
    expect(record).toMatchObject({
      type: 'API_ERROR',
      severity: 'medium',
      code: 'INTERNAL_ERROR',
      status: 500,
      source: 'api',
      url: window.location.href,
    });
    stop();
    log.record(new Error('later'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('a failing listener neither stops the others nor the caller', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = createErrorLog();
    const after = vi.fn();
    log.subscribe(() => {
      throw new Error('listener bug');
    });
    log.subscribe(after);
    expect(() => log.record(new Error('x'))).not.toThrow();
    expect(after).toHaveBeenCalled();
  });

  it('counts as recent only the errors of the last hour', () => {
    let now = Date.parse('2026-11-24T08:00:00Z');
    const log = createErrorLog(() => now);
    log.record(new Error('old'));
    now += CLIENT_ERRORS.recentWindowMs - 1_000;
    log.record(new Error('newer'));
    expect(log.recent().map((r) => r.message)).toEqual(['old', 'newer']);
    now += 2_000;
    expect(log.recent().map((r) => r.message)).toEqual(['newer']);
    expect(log.all()).toHaveLength(2);
  });
});
