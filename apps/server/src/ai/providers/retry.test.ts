import { describe, expect, it } from 'vitest';
import { AiProviderError } from './ai-error';
import { abortableSleep, AI_CLIENT } from '@toeic-ace/contract';
import { backoffDelay, withRetry, type Sleep } from './retry';

const serverError = () => new AiProviderError('server', 'boom', { status: 503 });

/** A function failing with `errors` in turn, then answering 'ok'. */
function flaky(...errors: unknown[]) {
  let calls = 0;
  const fn = async () => {
    const error = errors[calls++];
    if (error) throw error;
    return 'ok';
  };
  return { fn, calls: () => calls };
}

function recordingSleep() {
  const sleeps: number[] = [];
  const sleep: Sleep = async (ms) => void sleeps.push(ms);
  return { sleeps, sleep };
}

describe('backoffDelay', () => {
  it('doubles from 1 s, caps at 10 s, and adds the jitter on top', () => {
    const zero = Array.from({ length: 7 }, (_, i) => backoffDelay(i, { random: () => 0 }));
    expect(zero).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000]);
    expect(backoffDelay(0, { random: () => 0.5 })).toBe(1500);
    expect(backoffDelay(9, { random: () => 0.5 })).toBe(10500);
  });

  it('keeps the jitter within [0, 1 s)', () => {
    for (const r of [0, 0.25, 0.999999]) {
      const d = backoffDelay(2, { random: () => r });
      expect(d).toBeGreaterThanOrEqual(4000);
      expect(d).toBeLessThan(4000 + AI_CLIENT.backoffJitterMs);
    }
  });
});

describe('withRetry', () => {
  it('retries retryable errors up to 3 times with growing delays, then gives up', async () => {
    const { sleeps, sleep } = recordingSleep();
    const { fn, calls } = flaky(...Array.from({ length: 5 }, serverError));
    await expect(withRetry(fn, { sleep, random: () => 0.5 })).rejects.toMatchObject({
      kind: 'server',
    });
    expect(calls()).toBe(AI_CLIENT.maxRetries + 1);
    expect(sleeps).toEqual([1500, 2500, 4500]);
  });

  it('returns the first success', async () => {
    const { sleeps, sleep } = recordingSleep();
    const { fn, calls } = flaky(serverError());
    await expect(withRetry(fn, { sleep, random: () => 0 })).resolves.toBe('ok');
    expect(calls()).toBe(2);
    expect(sleeps).toEqual([1000]);
  });

  it('does not retry errors that are not retryable, nor foreign errors', async () => {
    for (const error of [
      new AiProviderError('auth', 'no', { status: 401 }),
      new TypeError('bug'),
    ]) {
      const { fn, calls } = flaky(error);
      await expect(withRetry(fn, recordingSleep())).rejects.toBe(error);
      expect(calls()).toBe(1);
    }
  });

  it("waits exactly the provider's delay instead of the backoff", async () => {
    const { sleeps, sleep } = recordingSleep();
    const limited = new AiProviderError('rate_limit', 'slow down', {
      status: 429,
      retryAfterMs: 13_000,
    });
    await expect(withRetry(flaky(limited).fn, { sleep, random: () => 0.9 })).resolves.toBe('ok');
    expect(sleeps).toEqual([13_000]);
  });

  it('gives up at once when the provider asks for a wait longer than the cap', async () => {
    const { sleeps, sleep } = recordingSleep();
    const limited = new AiProviderError('rate_limit', 'quota', {
      status: 429,
      retryAfterMs: 60_000,
    });
    const { fn, calls } = flaky(limited);
    await expect(withRetry(fn, { sleep })).rejects.toBe(limited);
    expect(calls()).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('reports each retry to onRetry', async () => {
    const seen: number[] = [];
    const opts = {
      ...recordingSleep(),
      random: () => 0,
      onRetry: (i: { delayMs: number }) => seen.push(i.delayMs),
    };
    await withRetry(flaky(serverError(), serverError()).fn, opts);
    expect(seen).toEqual([1000, 2000]);
  });

  it('stops when the signal aborts during a backoff sleep', async () => {
    const controller = new AbortController();
    const sleep: Sleep = (ms, signal) => {
      controller.abort();
      return abortableSleep(ms, signal);
    };
    const { fn, calls } = flaky(serverError(), serverError());
    await expect(withRetry(fn, { sleep, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls()).toBe(1);
  });

  it('does not start when the signal is already aborted', async () => {
    const { fn, calls } = flaky();
    await expect(withRetry(fn, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls()).toBe(0);
  });
});

describe('abortableSleep', () => {
  it('resolves after the delay and rejects with the reason on abort', async () => {
    await expect(abortableSleep(5)).resolves.toBeUndefined();
    const controller = new AbortController();
    const sleeping = abortableSleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(sleeping).rejects.toThrow('stop');
  });
});
