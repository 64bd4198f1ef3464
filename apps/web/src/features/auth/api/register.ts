import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/auth/register */
export const register = (body: RegisterRequest) => api.call(routes.auth.register, { body });

export const useRegisterMutation = () => useMutation({ mutationFn: register });
