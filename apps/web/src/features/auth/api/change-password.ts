import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { isApiClientError } from '@/lib/api-error';
import { getRefreshToken } from '@/lib/token-storage';

type Passwords = Omit<ChangePasswordRequest, 'refreshToken'>;

/** PUT /api/auth/password — other sessions end; the result holds this session's new tokens. */
export const changePassword = (body: ChangePasswordRequest) =>
  api.call(routes.auth.changePassword, { body });

/**
 * Sends this session's refresh token with the passwords. An expired access token makes the API
 * client refresh (rotating the refresh token) and replay the same body, whose token is then
 * stale: in that one case the call is repeated with the new token.
 */
export async function changePasswordKeepingSession(passwords: Passwords) {
  const sent = getRefreshToken() ?? '';
  try {
    return await changePassword({ ...passwords, refreshToken: sent });
  } catch (error) {
    const current = getRefreshToken();
    const staleToken =
      isApiClientError(error) &&
      error.fieldIssues.some((issue) => issue.path === 'refreshToken') &&
      current !== null &&
      current !== sent;
    if (!staleToken) throw error;
    return changePassword({ ...passwords, refreshToken: current });
  }
}

export const useChangePasswordMutation = () =>
  useMutation({ mutationFn: changePasswordKeepingSession });
