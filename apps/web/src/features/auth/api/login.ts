import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/auth/login */
export const login = (body: LoginRequest) => api.call(routes.auth.login, { body });

export const useLoginMutation = () => useMutation({ mutationFn: login });
