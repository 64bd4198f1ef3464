import { AI_CLIENT } from '@toeic-ace/contract';
import type { AiVendor } from './ai-provider';

export type AiErrorKind =
  | 'auth'
  | 'rate_limit'
  | 'bad_request'
  | 'server'
  | 'network'
  | 'timeout'
  | 'no_candidates'
  | 'safety'
  | 'max_tokens'
  | 'malformed'
  | 'other';

export interface AiErrorOptions {
  provider?: AiVendor;
  status?: number;
  retryAfterMs?: number;
  cause?: unknown;
}

/** Only rate limits, 5xx and failures to get an answer at all are worth repeating; 400, 401 and other statuses fail at once. */
const RETRYABLE_KINDS: ReadonlySet<AiErrorKind> = new Set([
  'rate_limit',
  'server',
  'network',
  'timeout',
]);

export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';
  readonly kind: AiErrorKind;
  readonly retryable: boolean;
  readonly provider?: AiVendor;
  readonly status?: number;
  /** How long the provider asked us to wait (RetryInfo.retryDelay or Retry-After). */
  readonly retryAfterMs?: number;

  constructor(kind: AiErrorKind, message: string, opts: AiErrorOptions = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.kind = kind;
    this.provider = opts.provider;
    this.status = opts.status;
    this.retryAfterMs = opts.retryAfterMs;
    this.retryable =
      RETRYABLE_KINDS.has(kind) &&
      (opts.status === undefined ||
        (AI_CLIENT.retryableStatuses as readonly number[]).includes(opts.status));
  }
}

export function kindForStatus(status: number): AiErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate_limit';
  if (status === 400) return 'bad_request';
  if ((AI_CLIENT.retryableStatuses as readonly number[]).includes(status)) return 'server';
  return 'other';
}

/** An HTTP error answer; `message` is the provider's own text (it never contains our key). */
export function httpError(status: number, message: string, opts: AiErrorOptions = {}) {
  const who = opts.provider ?? 'AI provider';
  return new AiProviderError(kindForStatus(status), `${who} answered ${status}: ${message}`, {
    ...opts,
    status,
  });
}

/** Google's protobuf Duration as JSON: "13s", "1.5s", "0.250s". */
export function parseDurationMs(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+(?:\.\d+)?)s$/.exec(value.trim());
  return match ? Math.round(Number(match[1]) * 1000) : undefined;
}

/** HTTP Retry-After: delay-seconds or an HTTP-date (RFC 9110 §10.2.3). */
export function parseRetryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** OpenAI also sends `retry-after-ms`, more precise than the whole-second header. */
export function retryAfterFromHeaders(headers: Headers, now = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.round(Number(ms));
  return parseRetryAfterMs(headers.get('retry-after'), now);
}
