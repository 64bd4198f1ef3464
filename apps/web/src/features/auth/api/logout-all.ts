import { useMutation } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/auth/logout-all — ends every session of the user, this one included. */
export const logoutAll = () => api.call(routes.auth.logoutAll);

export const useLogoutAllMutation = () => useMutation({ mutationFn: logoutAll });
