import { describe, expect, it, vi } from 'vitest';
import type { LocalPracticeSession } from '@/entities/practice-session/types';
import { createAutosaveQueue } from './autosave-queue';

const session = (currentIndex: number, revision?: number) =>
  ({ id: 'local-1', currentIndex, revision }) as LocalPracticeSession;

describe('the autosave queue', () => {
  it('writes snapshots in the order they were taken, each with a higher revision', async () => {
    const written: [number, number | undefined][] = [];
    let releaseFirst = () => {};
    const firstWrite = new Promise<void>((resolve) => (releaseFirst = resolve));
    const queue = createAutosaveQueue(async (snapshot) => {
      if (written.length === 0 && snapshot.currentIndex === 0) await firstWrite;
      written.push([snapshot.currentIndex, snapshot.revision]);
    }, vi.fn());
    const saves = [queue.save(session(0, 4)), queue.save(session(1)), queue.save(session(2))];
    releaseFirst();
    await Promise.all(saves);
    expect(written).toEqual([
      [0, 5],
      [1, 6],
      [2, 7],
    ]);
  });

  it('a failed write is logged and the next one still runs', async () => {
    const log = vi.fn();
    const written: number[] = [];
    const queue = createAutosaveQueue(async (snapshot) => {
      if (snapshot.currentIndex === 0) throw new Error('quota');
      written.push(snapshot.currentIndex);
    }, log);
    void queue.save(session(0));
    const removed = vi.fn(async () => {});
    void queue.enqueue(removed, 'Could not drop the session');
    await queue.save(session(1));
    await queue.idle();
    expect(log).toHaveBeenCalledWith(
      'Could not save the practice session locally',
      expect.objectContaining({ message: 'quota' }),
    );
    expect(removed).toHaveBeenCalledOnce();
    expect(written).toEqual([1]);
  });
});
