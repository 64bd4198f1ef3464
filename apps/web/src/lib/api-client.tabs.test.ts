import { STORAGE_KEYS } from '@toeic-ace/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '@/test/fetch-stub';
import { storeTokens } from '@/test/fixtures';
import { installWebLocks, type WebLocks } from '@/test/web-locks';
import { apiRequest } from './api-client';

/**
 * Tabs of one browser share the stored tokens, and every refresh rotates the refresh token: with
 * Web Locks they take turns, and a tab that waited uses what the tab before it stored.
 */
const LOCK = 'toeic-ace-token-refresh';
let locks: WebLocks;
beforeEach(() => {
  locks = installWebLocks();
});
afterEach(() => locks.uninstall());

/** A server where only the rotated access token is accepted. */
function server(pair = { accessToken: 'new', refreshToken: 'refresh-2' }) {
  return stubFetch((req) => {
    if (req.path === '/api/auth/refresh') {
      return (req.body as { refreshToken: string }).refreshToken === 'refresh-1'
        ? ok({ tokens: pair })
        : fail(401, 'INVALID_REFRESH_TOKEN', 'invalid refresh token');
    }
    return req.authorization === `Bearer ${pair.accessToken}`
      ? ok({ n: req.query.get('n') })
      : fail(401, 'TOKEN_EXPIRED', 'jwt expired');
  });
}

/** Another tab: the same code, as a separate module instance over the same storage and locks. */
async function otherTab() {
  vi.resetModules();
  return (await import('./api-client')).apiRequest;
}

describe('api client: refresh across tabs', () => {
  it('uses the tokens another tab stored while this one waited, without refreshing', async () => {
    storeTokens('old', 'refresh-1');
    const { callsTo } = server();
    const release = await locks.hold(LOCK);
    const pending = apiRequest('/items', { query: { n: '1' } });
    await vi.waitFor(() => expect(locks.waiting(LOCK)).toBe(1));
    // The other tab finishes its refresh.
    localStorage.setItem(STORAGE_KEYS.accessToken, 'new');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-2');
    release();
    await expect(pending).resolves.toEqual({ n: '1' });
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);
    expect(callsTo('/api/items').map((c) => c.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('refreshes itself when the tab before it left the tokens as they were', async () => {
    storeTokens('old', 'refresh-1');
    const { callsTo } = server();
    const release = await locks.hold(LOCK);
    const pending = apiRequest('/items', { query: { n: '1' } });
    await vi.waitFor(() => expect(locks.waiting(LOCK)).toBe(1));
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);
    release();
    await expect(pending).resolves.toEqual({ n: '1' });
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('lets two tabs that hit 401 together rotate the refresh token once', async () => {
    storeTokens('old', 'refresh-1');
    const { callsTo } = server();
    const secondTab = await otherTab();
    const results = await Promise.all([
      apiRequest('/items', { query: { n: '1' } }),
      apiRequest('/items', { query: { n: '2' } }),
      secondTab('/items', { query: { n: '3' } }),
      secondTab('/items', { query: { n: '4' } }),
    ]);
    expect(results).toEqual([{ n: '1' }, { n: '2' }, { n: '3' }, { n: '4' }]);
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });
});
