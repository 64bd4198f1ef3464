import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidate';
import { AiProviderError } from '../../ai';
import { VerificationProblem, VerificationQueue, type Verify } from './verifier';

const candidate = (key: number, question = `Q${key}`): Candidate => ({
  record: {
    id: question,
    source: 'ai',
    type: 'reading',
    part: 5,
    difficulty: 3,
    correctAnswer: key,
    body: { question, options: ['a', 'b', 'c', 'd'], tags: [], explanations: {} },
  },
  verifiable: { question, options: ['a', 'b', 'c', 'd'] },
});

/** A verifier whose calls finish when the test says so; it agrees with keys below 3. */
function controlled() {
  const batches: string[][] = [];
  const release: (() => void)[] = [];
  const verify: Verify = async (batch) => {
    batches.push(batch.map((c) => c.record.id));
    await new Promise<void>((resolve) => release.push(resolve));
    return batch.map((c) => c.record.correctAnswer < 3);
  };
  const next = async () => {
    while (release.length === 0) await new Promise((r) => setTimeout(r, 1));
    release.shift()?.();
  };
  return { batches, verify, next };
}

describe('VerificationQueue', () => {
  it('checks the first question alone and batches those that arrive meanwhile', async () => {
    const { batches, verify, next } = controlled();
    const accepted: string[] = [];
    const queue = new VerificationQueue(
      verify,
      async (ok) => void accepted.push(...ok.map((c) => c.record.id)),
      () => undefined,
    );
    queue.add(candidate(0, 'first'));
    queue.add(candidate(1, 'second'));
    queue.add(candidate(3, 'wrong key'));
    await next();
    while (batches.length < 2) await new Promise((r) => setTimeout(r, 1));
    queue.add(candidate(2, 'late'));
    await next();
    await next();
    await queue.drain();
    expect(batches).toEqual([['first'], ['second', 'wrong key'], ['late']]);
    expect(accepted).toEqual(['first', 'second', 'late']);
    expect(queue.stats).toEqual({ checked: 4, discarded: 1, unchecked: 0 });
  });

  it('discards a batch whose check could not be read, and stops on a provider failure', async () => {
    const problems: unknown[] = [];
    let call = 0;
    const verify: Verify = async () => {
      call += 1;
      if (call === 1) throw new VerificationProblem('verifier answered no answers array');
      throw new AiProviderError('rate_limit', 'slow down', { status: 429 });
    };
    const queue = new VerificationQueue(
      verify,
      async () => undefined,
      (e) => problems.push(e),
    );
    queue.add(candidate(0));
    await queue.drain();
    expect(queue.stats.unchecked).toBe(1);
    expect(problems).toHaveLength(1);
    queue.add(candidate(1));
    await expect(queue.drain()).rejects.toMatchObject({ kind: 'rate_limit' });
  });
});
