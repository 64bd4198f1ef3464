import type { LocalPracticeSession } from '@/entities/practice-session/types';

/**
 * The running session's local saves. Each snapshot gets the next revision when it is taken, and
 * writes run one after another in the order they were asked for (a write starts in the same
 * tick when none is pending), so an older snapshot can never overtake a newer one. A failed
 * write is logged and does not stop the queue.
 */
export function createAutosaveQueue(
  write: (snapshot: LocalPracticeSession) => Promise<void>,
  log: (message: string, error: unknown) => void,
) {
  /** The last write queued; null when none is pending. */
  let last: Promise<void> | null = null;
  /** The revision of the last snapshot handed to the database. */
  let revision = 0;

  /** Runs `task` after every task queued before it. */
  const enqueue = (task: () => Promise<void>, failure: string): Promise<void> => {
    const run = async () => {
      try {
        await task();
      } catch (error) {
        log(failure, error);
      }
    };
    const done = last ? last.then(run) : run();
    last = done;
    void done.then(() => {
      if (last === done) last = null;
    });
    return done;
  };

  return {
    enqueue,
    /** Queues a snapshot of `session` as it is now, with the next revision. */
    save: (session: LocalPracticeSession): Promise<void> => {
      revision = Math.max(revision, session.revision ?? 0) + 1;
      const snapshot: LocalPracticeSession = { ...session, revision };
      return enqueue(() => write(snapshot), 'Could not save the practice session locally');
    },
    /** Settles once every write queued so far has run. */
    idle: (): Promise<void> => last ?? Promise.resolve(),
  };
}

export type AutosaveQueue = ReturnType<typeof createAutosaveQueue>;
