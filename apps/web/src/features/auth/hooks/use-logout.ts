import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiClientError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { getRefreshToken } from '@/lib/token-storage';
import { useUserStore } from '@/entities/user/store';
import { useLogoutMutation } from '../api/logout';

/**
 * Revokes the refresh token on the server, then clears user, tokens and local data whatever the
 * answer. A token the server no longer knows is already logged out, so that counts as success.
 */
export function useLogout() {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = useLogoutMutation();

  const logout = useCallback(async () => {
    const refreshToken = getRefreshToken();
    try {
      if (refreshToken) await mutateAsync(refreshToken);
      notify.success(t('auth.toast.logoutSuccess'));
    } catch (error) {
      const alreadyGone = isApiClientError(error) && error.code === 'INVALID_REFRESH_TOKEN';
      if (alreadyGone) notify.success(t('auth.toast.logoutSuccess'));
      else notify.error(t('auth.toast.logoutFailed'));
    } finally {
      useUserStore.getState().logout();
    }
  }, [mutateAsync, t]);

  return { logout, isPending };
}
