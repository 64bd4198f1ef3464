import { DEFAULT_PREFERENCES, STORAGE_KEYS, type User } from '@toeic-ace/contract';
import { useUserStore } from '@/entities/user/store';
import { browserTimeZone } from '@/lib/time-zone';

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

/** A signed-in browser, as after a sign-in: the tokens stored and the user loaded. */
export function signIn(user: User = testUser()): void {
  storeTokens();
  useUserStore.setState({ user, isAuthenticated: true });
}
