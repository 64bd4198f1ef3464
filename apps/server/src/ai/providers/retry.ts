import { AI_CLIENT, backoffDelay as backoff, retryLoop, type Sleep } from '@toeic-ace/contract';
import { AiProviderError } from './ai-error';

export type { Sleep };

export interface RetryOptions {
  /** Retries after the first attempt (so maxRetries + 1 attempts at most). */
  maxRetries?: number;
  baseMs?: number;
  capMs?: number;
  jitterMs?: number;
  /**
   * Longest provider-requested wait we sit through. A provider asking for more (a quota reset
   * minutes away) fails at once, so the caller can answer 429 fast instead of holding a request.
   */
  maxRetryAfterMs?: number;
  /** Injectable so tests run instantly and deterministically. */
  sleep?: Sleep;
  random?: () => number;
  onRetry?: (info: { attempt: number; delayMs: number; error: AiProviderError }) => void;
}

export const DEFAULT_MAX_RETRY_AFTER_MS = 30_000;

/** Exponential delay before retry number `attempt + 1` (attempt counts from 0), plus jitter. */
export function backoffDelay(attempt: number, opts: RetryOptions = {}): number {
  return backoff(attempt, {
    baseMs: opts.baseMs ?? AI_CLIENT.backoffBaseMs,
    capMs: opts.capMs ?? AI_CLIENT.backoffCapMs,
    jitterMs: opts.jitterMs ?? AI_CLIENT.backoffJitterMs,
    random: opts.random,
  });
}

/**
 * Runs `fn` until it succeeds, retrying only retryable `AiProviderError`s. Anything else
 * (including the caller's abort) propagates at once. A provider's own retry delay replaces the
 * backoff, without jitter: it already tells us when the quota frees up.
 */
export function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  opts: RetryOptions & { signal?: AbortSignal } = {},
): Promise<T> {
  const maxRetryAfter = opts.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  return retryLoop(
    (attempt) => {
      opts.signal?.throwIfAborted();
      return fn(attempt);
    },
    {
      retries: opts.maxRetries ?? AI_CLIENT.maxRetries,
      delayAfter: (error, attempt) => {
        if (!(error instanceof AiProviderError) || !error.retryable) return undefined;
        if (error.retryAfterMs !== undefined && error.retryAfterMs > maxRetryAfter)
          return undefined;
        const delayMs = error.retryAfterMs ?? backoffDelay(attempt, opts);
        opts.onRetry?.({ attempt, delayMs, error });
        return delayMs;
      },
      signal: opts.signal,
      sleep: opts.sleep,
    },
  );
}
