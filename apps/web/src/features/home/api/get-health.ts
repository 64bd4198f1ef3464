import { useQuery } from '@tanstack/react-query';
import type { Health } from '@toeic-ace/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/health */
export const getHealth = (signal?: AbortSignal) => apiRequest<Health>('/health', { signal });

export const useHealthQuery = () =>
  useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
