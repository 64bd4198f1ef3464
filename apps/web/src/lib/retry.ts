import { backoffDelay, CLIENT_ERRORS, retryLoop } from '@toeic-ace/contract/rules';
import { classifyError } from './error-handler';

export interface RetryOptions {
  /** Repeats after the first attempt (default CLIENT_ERRORS.maxRetries, 3). */
  retries?: number;
  baseDelayMs?: number;
  jitterMs?: number;
  /** 0 ≤ x < 1; Math.random unless a test fixes it. */
  random?: () => number;
  /** Whether this failure may be repeated; by default what the classification table says. */
  shouldRetry?: (error: unknown) => boolean;
  /** A cancelled caller stops the waiting at once. */
  signal?: AbortSignal;
}

export const RETRY_DEFAULTS = {
  retries: CLIENT_ERRORS.maxRetries,
  baseDelayMs: CLIENT_ERRORS.retryBaseDelayMs,
  jitterMs: CLIENT_ERRORS.retryJitterMs,
} as const;

/** The wait before retry `attempt` (0-based): base × 2^attempt plus 0–jitter ms at random. */
export function retryDelayMs(
  attempt: number,
  {
    baseDelayMs = RETRY_DEFAULTS.baseDelayMs,
    jitterMs = RETRY_DEFAULTS.jitterMs,
    random,
  }: Pick<RetryOptions, 'baseDelayMs' | 'jitterMs' | 'random'> = {},
): number {
  return backoffDelay(attempt, { baseMs: baseDelayMs, jitterMs, random });
}

/**
 * Runs `operation`; a failure the classification calls retryable is repeated up to `retries`
 * times with exponential backoff and jitter (1 s, 2 s, 4 s, each plus up to 1 s). The last
 * failure, or the first one that is not retryable, is what the caller gets.
 */
export function withRetry<T>(
  operation: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const shouldRetry = options.shouldRetry ?? ((error) => classifyError(error).retryable);
  return retryLoop(operation, {
    retries: options.retries ?? RETRY_DEFAULTS.retries,
    delayAfter: (error, attempt) =>
      options.signal?.aborted || !shouldRetry(error) ? undefined : retryDelayMs(attempt, options),
    signal: options.signal,
  });
}
