/**
 * The backoff loop the server's AI calls and the web's API calls share (zod-free: the web's first
 * load reads it). Each side decides what is worth repeating and how long to wait; this module only
 * runs the attempts and waits in between, and a cancelled caller stops a wait at once.
 */

/**
 * The AbortSignal API the loop and its callers use, and the timers: the contract is typed for
 * no one runtime (ES2022 only, tsconfig.json), and both the browser and Node have these.
 */
export interface CancelSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  throwIfAborted(): void;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
declare const setTimeout: (callback: () => void, ms: number) => unknown;
declare const clearTimeout: (timer: unknown) => void;

export type Sleep = (ms: number, signal?: CancelSignal) => Promise<void>;

/** Waits `ms`; rejects with the signal's reason as soon as it aborts (or at once if it has). */
export const abortableSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export interface Backoff {
  baseMs: number;
  /** The longest wait before jitter; none by default. */
  capMs?: number;
  jitterMs: number;
  /** 0 ≤ x < 1; Math.random unless a test fixes it. */
  random?: () => number;
}

/** The wait before retry `attempt` (0-based): base × 2^attempt, capped, plus 0–jitter ms. */
export function backoffDelay(
  attempt: number,
  { baseMs, capMs = Infinity, jitterMs, random = Math.random }: Backoff,
): number {
  return Math.min(capMs, baseMs * 2 ** attempt) + Math.floor(random() * jitterMs);
}

export interface RetryLoop {
  /** Repeats after the first attempt (so retries + 1 attempts at most). */
  retries: number;
  /** The wait before repeating after `error` on `attempt`, or undefined to give up with it. */
  delayAfter: (error: unknown, attempt: number) => number | undefined;
  /** Cancels a wait: the loop then rejects with the signal's reason. */
  signal?: CancelSignal;
  /** Injectable so tests run instantly. */
  sleep?: Sleep;
}

/**
 * Runs `fn` until it succeeds; a failure is repeated while retries are left and `delayAfter`
 * gives a wait. The last failure, or the first one not repeated, is what the caller gets.
 */
export async function retryLoop<T>(
  fn: (attempt: number) => Promise<T>,
  { retries, delayAfter, signal, sleep = abortableSleep }: RetryLoop,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      const delayMs = attempt < retries ? delayAfter(error, attempt) : undefined;
      if (delayMs === undefined) throw error;
      await sleep(delayMs, signal);
    }
  }
}
