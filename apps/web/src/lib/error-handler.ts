import { CLIENT_ERRORS, type ClientErrorType, type ErrorSeverity } from '@toeic-ace/contract/rules';
import { isApiClientError, isTimeout } from './api-error';
import { toError } from './error-report';

/** Where an error was caught. */
export type ErrorSource = 'api' | 'storage' | 'window' | 'rejection' | 'boundary' | 'page' | 'app';

export interface Classification {
  type: ClientErrorType;
  severity: ErrorSeverity;
  /** Whether repeating the failed operation may succeed. */
  retryable: boolean;
}

export interface ClientErrorRecord extends Classification {
  id: string;
  message: string;
  /** The API error code, or the storage operation. */
  code?: string;
  status?: number;
  source: ErrorSource;
  stack?: string;
  componentStack?: string;
  url: string;
  timestamp: string;
}

const AUTH_CODES = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'NO_REFRESH_TOKEN', 'REFRESH_FAILED'];

const is = (type: ClientErrorType, severity: ErrorSeverity, retryable = false) => ({
  type,
  severity,
  retryable,
});

/** A StorageError of lib/storage-error (told by shape, so neither module imports the other). */
function storageType(error: unknown): ClientErrorType | null {
  if (!(error instanceof Error) || error.name !== 'StorageError') return null;
  const { type } = error as Error & { type?: unknown };
  return type === 'STORAGE_QUOTA_EXCEEDED' || type === 'STORAGE_CORRUPTION'
    ? type
    : 'STORAGE_ERROR';
}

/**
 * How client failures are classified (docs/product-rules.md, client errors). Failures this client raised itself (API errors,
 * storage errors) are told by their code; anything else by its message, then by where it was
 * caught. Where the table marks a failure "not shown": rate limits, storage, validation and
 * uncaught errors are not retried; an API error is retried only when the server failed (5xx) —
 * a 4xx answer repeated gives the same answer — and a request that already waited the full
 * timeout is not repeated.
 */
export function classifyError(error: unknown, source: ErrorSource = 'app'): Classification {
  const storage = storageType(error);
  if (storage === 'STORAGE_CORRUPTION') return is(storage, 'critical');
  if (storage) return is(storage, 'high');
  if (isApiClientError(error)) {
    const { code, status } = error;
    if (code === 'NETWORK_ERROR') return is('NETWORK_ERROR', 'high', !isTimeout(error));
    if (status === 401 || AUTH_CODES.includes(code)) return is('AUTHENTICATION_ERROR', 'high');
    if (status === 429 || code === 'RATE_LIMIT_EXCEEDED') return is('RATE_LIMIT_ERROR', 'medium');
    if (code === 'VALIDATION_ERROR') return is('VALIDATION_ERROR', 'low');
    return is('API_ERROR', 'medium', status >= 500 || status === 408);
  }
  const message = toError(error).message.toLowerCase();
  if (/network|fetch/.test(message)) return is('NETWORK_ERROR', 'high', true);
  if (/\b401\b|authenticat/.test(message)) return is('AUTHENTICATION_ERROR', 'high');
  if (/\b429\b|rate limit/.test(message)) return is('RATE_LIMIT_ERROR', 'medium');
  if (/quota|storage/.test(message)) return is('STORAGE_QUOTA_EXCEEDED', 'high');
  if (/validation/.test(message)) return is('VALIDATION_ERROR', 'low');
  if (source === 'rejection') return is('UNKNOWN_ERROR', 'high');
  if (source === 'window' || source === 'boundary') return is('COMPONENT_ERROR', 'medium');
  // A whole page that failed to render leaves the learner stuck: worth hearing about.
  if (source === 'page') return is('COMPONENT_ERROR', 'high');
  return is('UNKNOWN_ERROR', 'medium');
}

export type ErrorListener = (record: ClientErrorRecord) => void;

let sequence = 0;

function codeOf(error: unknown): string | undefined {
  if (isApiClientError(error)) return error.code;
  const { operation } = error as { operation?: unknown };
  return typeof operation === 'string' ? operation : undefined;
}

/**
 * The browser's error log: the last CLIENT_ERRORS.logCap errors, newest last, and the listeners
 * told of each new one (the reporter, the storage notice).
 */
export function createErrorLog(now: () => number = Date.now) {
  let records: ClientErrorRecord[] = [];
  const listeners = new Set<ErrorListener>();
  return {
    record(
      error: unknown,
      {
        source = 'app',
        componentStack,
      }: { source?: ErrorSource; componentStack?: string | null } = {},
    ): ClientErrorRecord {
      const err = toError(error);
      const record: ClientErrorRecord = {
        ...classifyError(error, source),
        id: `err-${now()}-${++sequence}`,
        message: err.message,
        code: codeOf(error),
        status: isApiClientError(error) ? error.status : undefined,
        source,
        stack: err.stack,
        componentStack: componentStack ?? undefined,
        url: typeof window === 'undefined' ? '' : window.location.href,
        timestamp: new Date(now()).toISOString(),
      };
      records = [...records, record].slice(-CLIENT_ERRORS.logCap);
      for (const listener of listeners) {
        try {
          listener(record);
        } catch (failure) {
          // A broken listener must not break the code that reported the error.
          console.warn('error listener failed', failure);
        }
      }
      return record;
    },
    /** Every kept error, oldest first. */
    all: (): readonly ClientErrorRecord[] => records,
    /** The errors of the last CLIENT_ERRORS.recentWindowMs (one hour). */
    recent(): ClientErrorRecord[] {
      const since = now() - CLIENT_ERRORS.recentWindowMs;
      return records.filter((r) => Date.parse(r.timestamp) >= since);
    },
    subscribe(listener: ErrorListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      records = [];
    },
  };
}

export type ErrorLog = ReturnType<typeof createErrorLog>;

/** The app's one error log. */
export const errorLog: ErrorLog = createErrorLog();
