import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { useUserStore } from '@/entities/user/store';

/** PUT /api/auth/profile — username and/or a partial preferences patch. */
export const updateProfile = (body: UpdateProfileRequest) =>
  api.call(routes.auth.updateProfile, { body });

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => useUserStore.getState().setUser(user),
  });
}
