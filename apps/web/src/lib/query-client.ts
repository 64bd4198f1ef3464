import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './api-error';

/** Client errors (4xx) are answers, not glitches: retry only transport and 5xx failures, once. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiClientError(error) && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
