import { describe, expect, it, vi } from 'vitest';
import { ApiClientError, networkError } from './api-error';
import { retryDelayMs, withRetry } from './retry';

describe('retry delays', () => {
  it('double from 1 s and add up to 1 s of jitter', () => {
    expect([0, 1, 2].map((n) => retryDelayMs(n, { random: () => 0 }))).toEqual([1000, 2000, 4000]);
    expect([0, 1, 2].map((n) => retryDelayMs(n, { random: () => 0.999 }))).toEqual([
      1999, 2999, 4999,
    ]);
  });
});

describe('withRetry', () => {
  /** Attempt times (ms since start) of an operation that fails `failures` times, then succeeds. */
  function flaky(failures: number, error: unknown = networkError()) {
    const start = Date.now();
    const times: number[] = [];
    const operation = vi.fn(async () => {
      times.push(Date.now() - start);
      if (times.length <= failures) throw error;
      return 'done';
    });
    return { operation, times };
  }

  it('retries a retryable failure 3 times at 1 s, 2 s and 4 s (plus jitter), then succeeds', async () => {
    vi.useFakeTimers();
    const { operation, times } = flaky(3);
    const result = withRetry(operation, { random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(1_499);
    expect(times).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(times).toEqual([0, 1_500]);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(times).toEqual([0, 1_500, 4_000]);
    await vi.advanceTimersByTimeAsync(4_500);
    expect(times).toEqual([0, 1_500, 4_000, 8_500]);
    await expect(result).resolves.toBe('done');
  });

  it('gives up after the third retry with the last failure', async () => {
    vi.useFakeTimers();
    const { operation } = flaky(10);
    const result = withRetry(operation, { random: () => 0 });
    const settled = expect(result).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    await settled;
    expect(operation).toHaveBeenCalledTimes(4);
  });

  it('does not repeat what is not retryable', async () => {
    vi.useFakeTimers();
    const { operation } = flaky(1, new ApiClientError('nope', 'NOT_FOUND', 404));
    await expect(withRetry(operation)).rejects.toMatchObject({ status: 404 });
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the caller cancels', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const { operation } = flaky(10);
    const result = withRetry(operation, { signal: controller.signal });
    const settled = expect(result).rejects.toThrow('left the page');
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new Error('left the page'));
    await settled;
    expect(operation).toHaveBeenCalledTimes(1);
  });
});
