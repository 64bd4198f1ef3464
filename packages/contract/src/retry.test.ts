import { describe, expect, it } from 'vitest';
import { backoffDelay, retryLoop } from './retry';

describe('backoffDelay', () => {
  it('doubles from the base up to the cap, then adds the jitter', () => {
    const delays = [0, 1, 2, 3, 4].map((n) =>
      backoffDelay(n, { baseMs: 1_000, capMs: 5_000, jitterMs: 1_000, random: () => 0.5 }),
    );
    expect(delays).toEqual([1_500, 2_500, 4_500, 5_500, 5_500]);
  });
});

describe('retryLoop', () => {
  it('waits what delayAfter says between attempts and gives up with the last failure', async () => {
    const waits: number[] = [];
    let calls = 0;
    const run = retryLoop(
      async () => {
        calls++;
        throw new Error(`failure ${calls}`);
      },
      {
        retries: 2,
        delayAfter: (_, attempt) => 10 * (attempt + 1),
        sleep: async (ms) => void waits.push(ms),
      },
    );
    await expect(run).rejects.toThrow('failure 3');
    expect(waits).toEqual([10, 20]);
  });

  it('stops at the first failure delayAfter will not repeat', async () => {
    let calls = 0;
    const run = retryLoop(
      async () => {
        calls++;
        throw new Error('final');
      },
      { retries: 5, delayAfter: () => undefined },
    );
    await expect(run).rejects.toThrow('final');
    expect(calls).toBe(1);
  });
});
