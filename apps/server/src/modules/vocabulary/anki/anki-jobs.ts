import { AppError } from '../../../errors';
import { Semaphore } from '../../../runtime/semaphore';
import { startWorker } from '../../../runtime/worker-thread';
import { WorkerCallError, workerCaller, type WorkerCall } from '../../../runtime/worker-rpc';
import { ankiTooLargeMessage, VOCABULARY_MESSAGES } from '@toeic-ace/contract';
import type { AnkiPackageError } from './anki-errors';
import type { AnkiWorkerApi } from './anki.worker';

/**
 * Anki jobs (exports and package reads) running at once in this process; more wait their turn.
 * Each holds a worker thread with its own heap and SQLite cache, so this bounds the memory they
 * take together (three parallel exports: docs/product-rules.md, `npm run bench:vocabulary`).
 */
const JOBS_AT_ONCE = 2;
/** A worker's JavaScript heap; the collection itself lives in a file, not in it. */
const WORKER_HEAP_MB = 96;
/** A safety net: a job still running after this is stopped (a crafted collection, say). */
const JOB_TIME_LIMIT_MS = 5 * 60_000;

const slots = new Semaphore(JOBS_AT_ONCE);

/** Runs `job` with a fresh Anki worker thread, ended afterwards whatever happened. */
export async function withAnkiWorker<T>(
  job: (call: WorkerCall<AnkiWorkerApi>) => Promise<T>,
): Promise<T> {
  await slots.acquire();
  const worker = startWorker(new URL('./anki.worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  const timer = setTimeout(() => void worker.terminate(), JOB_TIME_LIMIT_MS);
  try {
    return await job(workerCaller<AnkiWorkerApi>(worker));
  } finally {
    clearTimeout(timer);
    await worker.terminate();
    slots.release();
  }
}

/** A package the worker refused, as the answer the learner gets; other errors pass through. */
export function ankiAppError(error: unknown): unknown {
  if (!(error instanceof WorkerCallError) || error.errorName !== 'AnkiPackageError') return error;
  const { reason, limit } = error.data as Pick<AnkiPackageError, 'reason' | 'limit'>;
  if (reason === 'invalid' || limit === null) {
    return new AppError(400, 'ANKI_PACKAGE_INVALID', VOCABULARY_MESSAGES.ankiInvalid);
  }
  return new AppError(413, 'ANKI_PACKAGE_TOO_LARGE', ankiTooLargeMessage(reason, limit), {
    limit,
  });
}
