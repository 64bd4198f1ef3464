import type { GoogleCallbackError } from '@toeic-ace/contract';
import { getProfile } from '@/entities/user/api/get-profile';
import { setTokens } from '@/lib/token-storage';
import { useUserStore } from '@/entities/user/store';
import { clearLocalUserData } from './clear-local-data';
import { abandonCurrentUserLoad } from './load-user';

export type CallbackMessageKey =
  | 'auth.callback.errors.googleAuthFailed'
  | 'auth.callback.errors.callbackFailed'
  | 'auth.callback.errors.other'
  | 'auth.callback.errors.incomplete'
  | 'auth.callback.errors.failed'
  | 'auth.callback.success';

export type CallbackOutcome = { ok: boolean; message: CallbackMessageKey };

const ERROR_MESSAGES: Record<GoogleCallbackError, CallbackMessageKey> = {
  google_auth_failed: 'auth.callback.errors.googleAuthFailed',
  callback_failed: 'auth.callback.errors.callbackFailed',
};

export const callbackErrorMessage = (error: string): CallbackMessageKey =>
  ERROR_MESSAGES[error as GoogleCallbackError] ?? 'auth.callback.errors.other';

let running = false;

/**
 * The third-party sign-in callback: error parameter or missing values → an error
 * outcome; else a clean slate (the previous user's local data is cleared), the new tokens, the
 * user loaded with them. Runs one at a time: a second call while one runs returns null.
 */
export async function completeThirdPartySignIn(
  params: URLSearchParams,
): Promise<CallbackOutcome | null> {
  if (running) return null;
  running = true;
  try {
    const error = params.get('error');
    if (error !== null) return { ok: false, message: callbackErrorMessage(error) };
    const accessToken = params.get('access_token');
    const refreshToken = params.get('refresh_token');
    const userId = params.get('user_id');
    if (!accessToken || !refreshToken || !userId) {
      return { ok: false, message: 'auth.callback.errors.incomplete' };
    }
    try {
      // The start-up load may still be asking about the previous user with the old tokens.
      abandonCurrentUserLoad();
      await clearLocalUserData(userId);
      setTokens({ accessToken, refreshToken });
      const user = await getProfile();
      if (user.id !== userId) throw new Error('The tokens belong to another user');
      useUserStore.setState({ user, isAuthenticated: true, loadStatus: 'done' });
      return { ok: true, message: 'auth.callback.success' };
    } catch (failure) {
      console.warn('Third-party sign-in could not be completed', failure);
      useUserStore.getState().logout();
      return { ok: false, message: 'auth.callback.errors.failed' };
    }
  } finally {
    running = false;
  }
}
