import { useMutation } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/auth/logout — revokes the presented refresh token. */
export const logout = (refreshToken: string) =>
  api.call(routes.auth.logout, { body: { refreshToken } });

export const useLogoutMutation = () => useMutation({ mutationFn: logout });
