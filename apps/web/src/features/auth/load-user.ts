import { isApiClientError } from '@/lib/api-error';
import { getProfile } from '@/lib/profile-api';
import { clearTokens, hasStoredCredential } from '@/lib/token-storage';
import { useUserStore } from '@/lib/user-store';

const TOKEN_CODES = [
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'INVALID_REFRESH_TOKEN',
  'REFRESH_FAILED',
  'NO_REFRESH_TOKEN',
];

/** Does the failure say the stored credential itself is bad (spec 000 §4)? */
export function isBrokenTokenError(error: unknown): boolean {
  if (isApiClientError(error) && (TOKEN_CODES.includes(error.code) || error.status === 401)) {
    return true;
  }
  return error instanceof Error && /token/i.test(error.message);
}

let inFlight: Promise<void> | null = null;

/**
 * The start-up user load: only when a credential is stored. A broken token logs out for good
 * (tokens removed); any other failure (server unreachable) ends the session in this tab only,
 * so the next visit tries again.
 */
export function loadCurrentUser(): Promise<void> {
  if (inFlight) return inFlight;
  const store = useUserStore.getState();
  if (!hasStoredCredential()) {
    if (store.user) store.logout();
    store.setLoadStatus('done');
    return Promise.resolve();
  }
  store.setLoadStatus('loading');
  inFlight = getProfile()
    .then((user) => {
      useUserStore.setState({ user, isAuthenticated: true });
    })
    .catch((error: unknown) => {
      if (isBrokenTokenError(error)) {
        clearTokens();
        useUserStore.getState().logout();
      } else {
        console.warn('Could not load the current user', error);
        useUserStore.getState().suspend();
      }
    })
    .finally(() => {
      useUserStore.getState().setLoadStatus('done');
      inFlight = null;
    });
  return inFlight;
}
