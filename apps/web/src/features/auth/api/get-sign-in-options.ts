import { useQuery } from '@tanstack/react-query';
import type { Health } from '@toeic-ace/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/health, read for which third-party sign-in the server offers (shares the cache). */
const getHealth = (signal?: AbortSignal) => apiRequest<Health>('/health', { signal });

/** True only when the server says Google sign-in is configured; false while unknown. */
export function useGoogleSignInEnabled(): boolean {
  const { data } = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  // An older server answers without `auth`: no button then.
  return (data as Partial<Health> | undefined)?.auth?.google === true;
}
