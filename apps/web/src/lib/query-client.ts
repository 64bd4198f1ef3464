import { QueryClient } from '@tanstack/react-query';
import { CLIENT_ERRORS } from '@toeic-ace/contract/rules';
import { isApiClientError } from './api-error';
import { classifyError } from './error-handler';

/**
 * API failures were already retried by the API client as far as they are retryable (3 times with
 * backoff for GET); repeating them here would only multiply the wait. Anything else once.
 */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !isApiClientError(error);

/** The wait before background attempt n (1-based): 1 s, 2 s, 4 s … capped. */
export const backgroundRetryDelay = (failureCount: number) =>
  Math.min(
    CLIENT_ERRORS.retryBaseDelayMs * 2 ** Math.max(0, failureCount - 1),
    CLIENT_ERRORS.backgroundRetryMaxDelayMs,
  );

/**
 * The options of a screen's read whose API call makes one attempt (`retry: false`): a failure
 * that may pass (the server unreachable, a 5xx) is tried again in the background for as long as
 * the screen shows it — paused while the browser is offline — while the screen shows the error
 * (readFailure) and its retry button at once. A refusal (4xx) is final.
 */
export const screenRead = {
  retry: (_failureCount: number, error: unknown) => classifyError(error).retryable,
  retryDelay: backgroundRetryDelay,
} as const;

/**
 * The failure a screen shows for a read: its final error, or — while it has no data and is being
 * tried again in the background — the last attempt's.
 */
export const readFailure = (query: {
  error: unknown;
  failureReason: unknown;
  data: unknown;
}): unknown => query.error ?? (query.data === undefined ? query.failureReason : null) ?? null;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
