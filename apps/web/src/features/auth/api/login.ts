import { useMutation } from '@tanstack/react-query';
import type { AuthResult, LoginRequest } from '@toeic-ace/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/login */
export const login = (body: LoginRequest) =>
  apiRequest<AuthResult>('/auth/login', { method: 'POST', body });

export const useLoginMutation = () => useMutation({ mutationFn: login });
