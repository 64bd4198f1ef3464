import { useMutation } from '@tanstack/react-query';
import type { LogoutAllResult } from '@toeic-ace/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout-all — ends every session of the user, this one included. */
export const logoutAll = () => apiRequest<LogoutAllResult>('/auth/logout-all', { method: 'POST' });

export const useLogoutAllMutation = () => useMutation({ mutationFn: logoutAll });
