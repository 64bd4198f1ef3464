import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout — revokes the presented refresh token. */
export const logout = (refreshToken: string) =>
  apiRequest<{ loggedOut: boolean }>('/auth/logout', { method: 'POST', body: { refreshToken } });

export const useLogoutMutation = () => useMutation({ mutationFn: logout });
