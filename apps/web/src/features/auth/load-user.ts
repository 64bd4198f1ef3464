import { isApiClientError } from '@/lib/api-error';
import { getProfile } from '@/entities/user/api/get-profile';
import { clearTokens, hasStoredCredential } from '@/lib/token-storage';
import { useUserStore } from '@/entities/user/store';

const TOKEN_CODES = [
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'INVALID_REFRESH_TOKEN',
  'REFRESH_FAILED',
  'NO_REFRESH_TOKEN',
];

/** Does the failure say the stored credential itself is bad? */
export function isBrokenTokenError(error: unknown): boolean {
  if (isApiClientError(error) && (TOKEN_CODES.includes(error.code) || error.status === 401)) {
    return true;
  }
  return error instanceof Error && /token/i.test(error.message);
}

let inFlight: Promise<void> | null = null;
let generation = 0;

/**
 * Makes a start-up load that is still running forget its answer: another sign-in (the
 * third-party callback) replaced the tokens it was sent with, and its user or its failure
 * belongs to the previous session.
 */
export function abandonCurrentUserLoad(): void {
  generation += 1;
}

/**
 * The start-up user load: only when a credential is stored. A broken token logs out for good
 * (tokens removed); any other failure (server unreachable) ends the session in this tab only,
 * so the next visit tries again — unless the browser is offline and knows the user.
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
  const started = generation;
  inFlight = getProfile()
    .then((user) => {
      if (started !== generation) return;
      // A returning learner's stored profile is usually what the server answers: an equal copy
      // would re-render every part of the page that shows the user, just as it starts up.
      const known = useUserStore.getState();
      if (known.isAuthenticated && JSON.stringify(known.user) === JSON.stringify(user)) return;
      useUserStore.setState({ user, isAuthenticated: true });
    })
    .catch((error: unknown) => {
      if (started !== generation) return;
      if (isBrokenTokenError(error)) {
        clearTokens();
        useUserStore.getState().logout();
      } else if (navigator.onLine === false && useUserStore.getState().user) {
        // Offline, with the user this browser last knew: they stay signed in here so the app
        // and offline practice work; the session is checked again once the network is back.
        window.addEventListener('online', () => void loadCurrentUser(), { once: true });
      } else {
        console.warn('Could not load the current user', error);
        useUserStore.getState().suspend();
      }
    })
    .finally(() => {
      if (started === generation) useUserStore.getState().setLoadStatus('done');
      inFlight = null;
    });
  return inFlight;
}
