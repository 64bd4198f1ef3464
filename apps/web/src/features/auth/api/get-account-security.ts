import { useQuery } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** GET /api/auth/security — whether the account has a password to change. */
export const getAccountSecurity = (signal?: AbortSignal) =>
  api.call(routes.auth.getSecurity, { signal });

export const useAccountSecurityQuery = (userId: string) =>
  useQuery({
    queryKey: ['auth', 'security', userId],
    queryFn: ({ signal }) => getAccountSecurity(signal),
  });
