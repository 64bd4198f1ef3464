import { useQuery } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/**
 * GET /api/health — what the server is configured with (AI provider, third-party sign-in).
 * Read by several features; they share this one cached answer.
 */
export const getHealth = (signal?: AbortSignal) => api.call(routes.health.get, { signal });

export const useHealthQuery = () =>
  useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
