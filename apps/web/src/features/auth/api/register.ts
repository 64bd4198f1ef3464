import { useMutation } from '@tanstack/react-query';
import type { AuthResult, RegisterRequest } from '@toeic-ace/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/register */
export const register = (body: RegisterRequest) =>
  apiRequest<AuthResult>('/auth/register', { method: 'POST', body });

export const useRegisterMutation = () => useMutation({ mutationFn: register });
