import { DEFAULT_PREFERENCES, STORAGE_KEYS, type Health, type User } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { useUserStore } from '@/entities/user/store';
import { browserTimeZone } from '@/lib/time-zone';
import { fail, ok, type StubRequest, type StubResponse } from './fetch-stub';

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 'u-1',
  email: 'mei@example.com',
  username: 'Mei',
  // A learner whose zone this browser already reported (no time-zone sync on sign-in).
  preferences: { ...structuredClone(DEFAULT_PREFERENCES), timeZone: browserTimeZone() },
  createdAt: '2025-01-15T08:00:00.000Z',
  ...overrides,
});

export function storeTokens(access = 'access-1', refresh = 'refresh-1'): void {
  if (access) localStorage.setItem(STORAGE_KEYS.accessToken, access);
  if (refresh) localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
}

/** What GET /api/health answers for a server whose database is up, with or without AI. */
export const healthy = (configured = false): Health => ({
  status: 'ok',
  database: 'ok',
  ai: { provider: 'none', configured },
  auth: { google: false },
});

/**
 * The calls the app shell makes on any page once signed in: health, and the mistakes count the
 * header shows (none); any other call is not found.
 */
export function shellCalls(req: StubRequest, configured = false): StubResponse {
  if (req.path === '/api/health') return ok(routes.health.get, healthy(configured));
  if (req.path === '/api/mistakes/summary') {
    return ok(routes.mistakes.mistakeSummary, { due: 0, total: 0, byPart: [] });
  }
  return fail(404, 'NOT_FOUND', `Route ${req.method} ${req.path} not found`);
}

/** A signed-in browser, as after a sign-in: the tokens stored and the user loaded. */
export function signIn(user: User = testUser()): void {
  storeTokens();
  useUserStore.setState({ user, isAuthenticated: true });
}
