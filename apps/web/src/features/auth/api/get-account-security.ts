import { useQuery } from '@tanstack/react-query';
import type { AccountSecurity } from '@toeic-ace/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/auth/security — whether the account has a password to change. */
export const getAccountSecurity = (signal?: AbortSignal) =>
  apiRequest<AccountSecurity>('/auth/security', { signal });

export const useAccountSecurityQuery = (userId: string) =>
  useQuery({
    queryKey: ['auth', 'security', userId],
    queryFn: ({ signal }) => getAccountSecurity(signal),
  });
