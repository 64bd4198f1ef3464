import { STORAGE_KEYS } from '@toeic-ace/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../providers';
import { loadCurrentUser } from '@/features/auth/load-user';
import { routes as api } from '@/lib/routes';
import { routes } from '../router';
import { createQueryClient } from '@/lib/query-client';
import type { PracticeSessionSummary } from '@/entities/practice-session/types';
import { useUserStore } from '@/entities/user/store';
import { deferred, fail, ok, stubFetch, type StubResponse } from '@/test/fetch-stub';
import { storeTokens, testUser, healthy } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { finishedLocalSet, setRow } from '@/test/local-rows';
import { localDb, type LocalDb } from '@/db/database';

// The lazy route module loads first; a busy machine can take over a second for that.
const slow = { timeout: 5_000 };

const health = ok(api.health.get, healthy());
/** Health for the shell; other features' calls on the home page find nothing. */
const other = (path: string) =>
  path === '/api/health' ? health : fail(404, 'NOT_FOUND', `Route GET ${path} not found`);
const newUser = testUser({ id: 'google-user-7', email: 'kenji@gmail.com', username: 'Kenji' });
const success = '/auth/callback?access_token=acc-new&refresh_token=ref-new&user_id=google-user-7';

function serve(profile: StubResponse | Promise<StubResponse> = ok(api.auth.getProfile, newUser)) {
  return stubFetch((req) => (req.path === '/api/auth/profile' ? profile : other(req.path)));
}

/** The address bar as the browser shows it, then the app at that path. */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return renderApp(path);
}

const oldSession = {
  id: 'old-session',
  serverSessionId: null,
  offline: true,
  type: 'listening',
  category: 'part1',
  difficulty: 3,
  score: 80,
  correctCount: 4,
  totalQuestions: 5,
  timeSpent: 120,
  startTime: '2025-01-01T00:00:00.000Z',
  endTime: '2025-01-01T00:02:00.000Z',
  completed: true,
} as PracticeSessionSummary;

/** What a browser holds before the sign-in: work done logged out, and a previous account's set. */
async function seedLocalData(db: LocalDb) {
  await db.practiceSessions.bulkAdd(
    [
      finishedLocalSet('offline-done'),
      finishedLocalSet('offline-open', { completed: false, endTime: null }),
      finishedLocalSet('theirs', { userId: 'previous-user', serverSessionId: 'srv-1' }),
    ].map(setRow),
  );
  const at = '2026-11-01T00:00:00.000Z';
  await db.chatSessions.add({
    id: 'c1',
    questionId: null,
    createdAt: at,
    updatedAt: at,
  });
  await db.chatHistory.add({
    id: 'm1',
    sessionId: 'c1',
    questionId: null,
    role: 'user',
    content: 'hi',
    timestamp: at,
  });
}

describe('/auth/callback: errors', () => {
  it.each([
    ['google_auth_failed', 'Google 认证失败，请重试'],
    ['callback_failed', '认证回调失败，请重试'],
    ['something_else', '登录过程中出现错误，请重试'],
  ])('error=%s shows “%s” and goes to /auth', async (error, message) => {
    const { calls } = serve();
    const { location } = openAt(`/auth/callback?error=${error}`);
    expect(await screen.findByText(message, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth'), slow);
    expect(calls.filter((c) => c.path === '/api/auth/profile')).toHaveLength(0);
  });

  it.each([
    ['no refresh token', '/auth/callback?access_token=a&user_id=u'],
    ['no user id', '/auth/callback?access_token=a&refresh_token=r'],
    ['nothing at all', '/auth/callback'],
  ])('%s: 认证信息不完整，请重新登录 and /auth, nothing stored', async (_label, path) => {
    serve();
    const { location } = openAt(path);
    expect(await screen.findByText('认证信息不完整，请重新登录', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth'), slow);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it.each([
    ['the profile call fails', fail(500, 'INTERNAL_ERROR', 'boom')],
    [
      'the tokens belong to someone else',
      ok(api.auth.getProfile, testUser({ id: 'another-user' })),
    ],
  ])('%s: 登录处理失败，请重试, tokens removed, /auth', async (_label, profile) => {
    serve(profile);
    const { location } = openAt(success);
    expect(await screen.findByText('登录处理失败，请重试', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth'), slow);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(useUserStore.getState().user).toBeNull();
  });
});

describe('/auth/callback: success', () => {
  it('shows the spinner and removes the tokens from the address bar at once', async () => {
    const gate = deferred<StubResponse>();
    serve(gate.promise);
    openAt(success);
    expect(await screen.findByTestId('auth-callback', {}, slow)).toHaveTextContent(
      '正在处理登录信息...',
    );
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/auth/callback');
    gate.resolve(ok(api.auth.getProfile, newUser));
    expect(await screen.findByText('Google 登录成功！', {}, slow)).toBeInTheDocument();
  });

  it('replaces the previous user’s session but keeps unmigrated local data, loads the user, goes to /', async () => {
    await seedLocalData(localDb());
    storeTokens('old-access', 'old-refresh');
    useUserStore.setState({
      user: testUser(),
      practiceSessions: [oldSession],
      scoreEstimation: {
        recentSessions: 1,
        weights: { accuracy: 0.7, speed: 0.1, difficulty: 0.2 },
        estimatedScore: 700,
        confidence: 0.2,
      },
      isAuthenticated: true,
    });
    // The start-up load still asks about the previous user, and answers last.
    const previousUser = deferred<StubResponse>();
    const { calls } = stubFetch((req) => {
      if (req.path !== '/api/auth/profile') return other(req.path);
      return req.authorization === 'Bearer old-access'
        ? previousUser.promise
        : ok(api.auth.getProfile, newUser);
    });
    const { location } = openAt(success);
    expect(await screen.findByText('Google 登录成功！', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'), slow);
    previousUser.resolve(ok(api.auth.getProfile, testUser()));
    // The start-up load still in flight: settles once the previous user's answer is handled.
    await loadCurrentUser();

    const profileCalls = calls.filter((c) => c.path === '/api/auth/profile');
    expect(profileCalls.map((c) => c.authorization)).toContain('Bearer acc-new');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('acc-new');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('ref-new');
    const state = useUserStore.getState();
    expect(state.user).toEqual(newUser);
    expect(state.isAuthenticated).toBe(true);
    expect(state.practiceSessions).toEqual([]);
    expect(state.scoreEstimation).toBeNull();
    // Nothing that is not on a server left this browser: it waits for the migration tool.
    const db = localDb();
    expect((await db.practiceSessions.toCollection().primaryKeys()).sort()).toEqual([
      'offline-done',
      'offline-open',
    ]);
    expect(await db.chatSessions.count()).toBe(1);
    expect(await db.chatHistory.count()).toBe(1);
    expect(await screen.findByTestId('header-username', {}, slow)).toHaveTextContent('Kenji');
  });

  it('runs once under StrictMode’s double effects: one profile call, one toast', async () => {
    const { calls } = serve();
    window.history.replaceState(null, '', success);
    const router = createMemoryRouter(routes, { initialEntries: [success] });
    render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    expect(await screen.findByText('Google 登录成功！', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    // The end of the flow: the new user in the header. A second run would have asked for the
    // profile by now (each run asks before its toast).
    await waitFor(
      () => expect(screen.getByTestId('header-username')).toHaveTextContent('Kenji'),
      slow,
    );
    expect(calls.filter((c) => c.path === '/api/auth/profile')).toHaveLength(1);
    expect(screen.getAllByText('Google 登录成功！')).toHaveLength(1);
  });
});
