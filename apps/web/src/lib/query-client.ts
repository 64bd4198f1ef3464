import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './api-error';

/**
 * API failures were already retried by the API client as far as they are retryable (3 times with
 * backoff for GET); repeating them here would only multiply the wait. Anything else once.
 */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !isApiClientError(error);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
