import { STORAGE_KEYS } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '@/test/fetch-stub';
import { storeTokens } from '@/test/fixtures';
import { makeSession } from '@/test/practice-stats';
import { installWebLocks, type WebLocks } from '@/test/web-locks';
import { api } from './api-client';

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
        ? ok(routes.auth.refresh, { tokens: pair })
        : fail(401, 'INVALID_REFRESH_TOKEN', 'invalid refresh token');
    }
    return req.authorization === `Bearer ${pair.accessToken}`
      ? ok(routes.practice.getSession, {
          ...makeSession(1, { id: req.path.split('/').pop()! }),
          questions: [],
          userAnswers: [],
        })
      : fail(401, 'TOKEN_EXPIRED', 'jwt expired');
  });
}

/** One authenticated read; `n` tells the calls apart (the stub echoes it back as the id). */
const read = (client: typeof api, n: string) =>
  client.call(routes.practice.getSession, { params: { id: n } }).then((s) => ({ n: s.id }));
const apiRequest = (n: string) => read(api, n);

/** Another tab: the same code, as a separate module instance over the same storage and locks. */
async function otherTab() {
  vi.resetModules();
  const other = (await import('./api-client')).api;
  return (n: string) => read(other, n);
}

describe('api client: refresh across tabs', () => {
  it('uses the tokens another tab stored while this one waited, without refreshing', async () => {
    storeTokens('old', 'refresh-1');
    const { callsTo } = server();
    const release = await locks.hold(LOCK);
    const pending = apiRequest('1');
    await vi.waitFor(() => expect(locks.waiting(LOCK)).toBe(1));
    // The other tab finishes its refresh.
    localStorage.setItem(STORAGE_KEYS.accessToken, 'new');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-2');
    release();
    await expect(pending).resolves.toEqual({ n: '1' });
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);
    expect(callsTo('/api/practice/sessions/1').map((c) => c.authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('refreshes itself when the tab before it left the tokens as they were', async () => {
    storeTokens('old', 'refresh-1');
    const { callsTo } = server();
    const release = await locks.hold(LOCK);
    const pending = apiRequest('1');
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
      apiRequest('1'),
      apiRequest('2'),
      secondTab('3'),
      secondTab('4'),
    ]);
    expect(results).toEqual([{ n: '1' }, { n: '2' }, { n: '3' }, { n: '4' }]);
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });
});
