import { AI_CLIENT } from '@toeic-ace/contract';
import { AiProviderError } from './ai-error';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

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
  const base = opts.baseMs ?? AI_CLIENT.backoffBaseMs;
  const cap = opts.capMs ?? AI_CLIENT.backoffCapMs;
  const jitter = opts.jitterMs ?? AI_CLIENT.backoffJitterMs;
  const random = opts.random ?? Math.random;
  return Math.min(cap, base * 2 ** attempt) + Math.floor(random() * jitter);
}

export const abortableSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Runs `fn` until it succeeds, retrying only retryable `AiProviderError`s. Anything else
 * (including the caller's abort) propagates at once. A provider's own retry delay replaces the
 * backoff, without jitter: it already tells us when the quota frees up.
 */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  opts: RetryOptions & { signal?: AbortSignal } = {},
): Promise<T> {
  const maxRetries = opts.maxRetries ?? AI_CLIENT.maxRetries;
  const maxRetryAfter = opts.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const sleep = opts.sleep ?? abortableSleep;
  for (let attempt = 0; ; attempt++) {
    opts.signal?.throwIfAborted();
    try {
      return await fn(attempt);
    } catch (error) {
      if (!(error instanceof AiProviderError) || !error.retryable || attempt >= maxRetries) {
        throw error;
      }
      if (error.retryAfterMs !== undefined && error.retryAfterMs > maxRetryAfter) throw error;
      const delayMs = error.retryAfterMs ?? backoffDelay(attempt, opts);
      opts.onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs, opts.signal);
    }
  }
}
