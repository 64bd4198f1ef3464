import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequest, User } from '@toeic-ace/contract';
import { apiRequest } from './api-client';
import { useUserStore } from '@/entities/user/store';

/** GET /api/auth/profile — shared: start-up, settings and every feature that needs the user. */
export const getProfile = (signal?: AbortSignal) => apiRequest<User>('/auth/profile', { signal });

/** PUT /api/auth/profile — username and/or a partial preferences patch. */
export const updateProfile = (body: UpdateProfileRequest) =>
  apiRequest<User>('/auth/profile', { method: 'PUT', body });

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => useUserStore.getState().setUser(user),
  });
}
