import { AI_CLIENT } from '@toeic-ace/contract';
import { AiProviderError } from './ai-error';
import type { AiVendor } from './ai-provider';
import { withRetry, type RetryOptions } from './retry';

/**
 * One attempt's time limit, linked to the caller's signal. Not `AbortSignal.any` +
 * `AbortSignal.timeout`: a stream needs an idle timer that restarts on every event (a long
 * reply is fine as long as it keeps flowing), and unlinking from a long-lived caller signal
 * avoids piling listeners onto it across attempts.
 */
export class AttemptDeadline {
  readonly #controller = new AbortController();
  readonly #ms: number;
  readonly #parent: AbortSignal | undefined;
  #timer: NodeJS.Timeout | undefined;
  #timedOut = false;
  readonly #onParentAbort = () => this.#controller.abort(this.#parent?.reason);

  constructor(ms: number, parent?: AbortSignal) {
    this.#ms = ms;
    this.#parent = parent;
    if (parent?.aborted) this.#controller.abort(parent.reason);
    else parent?.addEventListener('abort', this.#onParentAbort, { once: true });
    this.restart();
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  restart(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timedOut = true;
      this.#controller.abort(new DOMException('AI provider timed out', 'TimeoutError'));
    }, this.#ms);
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#parent?.removeEventListener('abort', this.#onParentAbort);
  }

  /**
   * What a failure during this attempt means: our timeout, the caller's abort (rethrown as is,
   * so it is never retried), an error we already classified, or a failure to get an answer.
   */
  classify(error: unknown, provider: AiVendor): unknown {
    if (error instanceof AiProviderError) return error;
    if (this.#timedOut) {
      return new AiProviderError('timeout', `${provider} did not answer within ${this.#ms} ms`, {
        provider,
        cause: error,
      });
    }
    if (this.#parent?.aborted) return this.#parent.reason;
    const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
    const detail = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
    return new AiProviderError('network', `${provider} unreachable: ${detail}`, {
      provider,
      cause: error,
    });
  }
}

/** Options every provider client takes (tests shrink the timeout and inject sleep/random). */
export interface ClientOptions {
  /** Per attempt; for a stream, the longest silence between two events. */
  timeoutMs?: number;
  retry?: RetryOptions;
}

/** One retried call: each attempt gets a fresh deadline, failures are classified for retry. */
export function runAttempts<T>(
  provider: AiVendor,
  opts: ClientOptions,
  signal: AbortSignal | undefined,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  return withRetry(
    async () => {
      const deadline = new AttemptDeadline(opts.timeoutMs ?? AI_CLIENT.timeoutMs, signal);
      try {
        return await call(deadline.signal);
      } catch (error) {
        throw deadline.classify(error, provider);
      } finally {
        deadline.dispose();
      }
    },
    { ...opts.retry, signal },
  );
}

/**
 * A streamed call: opening the stream is retried like any call; once the first delta is out,
 * a failure ends the stream with an error (a retry would repeat text already shown).
 */
export async function* streamAttempts(
  provider: AiVendor,
  opts: ClientOptions,
  signal: AbortSignal | undefined,
  open: (signal: AbortSignal) => Promise<Response>,
  read: (res: Response) => AsyncIterable<string>,
): AsyncGenerator<string> {
  const { res, deadline } = await withRetry(
    async () => {
      const deadline = new AttemptDeadline(opts.timeoutMs ?? AI_CLIENT.timeoutMs, signal);
      try {
        return { res: await open(deadline.signal), deadline };
      } catch (error) {
        deadline.dispose();
        throw deadline.classify(error, provider);
      }
    },
    { ...opts.retry, signal },
  );
  try {
    for await (const delta of read(res)) {
      deadline.restart();
      yield delta;
      // The consumer's own pace (e.g. a slow client) is not the provider's silence.
      deadline.restart();
    }
  } catch (error) {
    throw deadline.classify(error, provider);
  } finally {
    deadline.dispose();
  }
}
