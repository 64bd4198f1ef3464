import { useMutation } from '@tanstack/react-query';
import { routes, type RegisterRequest } from '@toeic-ace/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/register */
export const register = (body: RegisterRequest) => api.call(routes.auth.register, { body });

export const useRegisterMutation = () => useMutation({ mutationFn: register });
