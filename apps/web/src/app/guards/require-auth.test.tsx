import { STORAGE_KEYS } from '@toeic-ace/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/lib/routes';
import { deferred, fail, ok, stubFetch, type StubResponse } from '@/test/fetch-stub';
import { signIn, storeTokens, testUser, healthy, shellCalls } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const health = ok(routes.health.get, healthy());

describe('protected routes', () => {
  it('sends a visitor without credentials to /auth?redirect=<path and query>, replacing history', async () => {
    stubFetch(() => health);
    const { location, router } = renderApp('/settings?tab=practice');
    await waitFor(() => expect(location()).toBe('/auth?redirect=%2Fsettings%3Ftab%3Dpractice'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByTestId('auth-form')).toBeInTheDocument();
  });

  it('shows 正在验证登录状态... while the stored credential is checked, then the page', async () => {
    storeTokens();
    const profile = deferred<StubResponse>();
    stubFetch((req) => (req.path === '/api/auth/profile' ? profile.promise : shellCalls(req)));
    renderApp('/settings');
    expect(await screen.findByText('正在验证登录状态...')).toBeInTheDocument();
    profile.resolve(ok(routes.auth.getProfile, testUser()));
    expect(await screen.findByRole('heading', { name: '账号设置' })).toBeInTheDocument();
  });

  it('removes a broken token and redirects when the user cannot be loaded', async () => {
    storeTokens();
    stubFetch((req) => {
      if (req.path === '/api/auth/refresh') return fail(401, 'INVALID_REFRESH_TOKEN', 'invalid');
      if (req.path === '/api/auth/profile') return fail(401, 'TOKEN_EXPIRED', 'jwt expired');
      return shellCalls(req);
    });
    const { location } = renderApp('/settings');
    await waitFor(() => expect(location()).toBe('/auth?redirect=%2Fsettings'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('keeps the tokens when the server is merely unreachable', async () => {
    storeTokens();
    stubFetch(() => 'network-error');
    const { location } = renderApp('/settings');
    await waitFor(() => expect(location()).toBe('/auth?redirect=%2Fsettings'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
  });

  it('keeps the user this browser knows signed in while it is offline, and checks again online', async () => {
    signIn();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = stubFetch((req) =>
      navigator.onLine && req.path === '/api/auth/profile'
        ? ok(routes.auth.getProfile, testUser())
        : 'network-error',
    );
    const { location } = renderApp('/settings');
    expect(await screen.findByRole('heading', { name: '账号设置' })).toBeInTheDocument();
    expect(location()).toBe('/settings');
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/auth/profile').length).toBeGreaterThan(1),
    );
    expect(location()).toBe('/settings');
  });

  it('after logging in on /auth waits, then replaces history with the redirect target', async () => {
    stubFetch((req) => {
      if (req.path === '/api/auth/login') {
        return ok(routes.auth.login, {
          user: testUser(),
          tokens: { accessToken: 'a-2', refreshToken: 'r-2' },
        });
      }
      return shellCalls(req);
    });
    const user = userEvent.setup();
    const { location, router } = renderApp('/settings');
    await screen.findByTestId('auth-form');
    await user.type(screen.getByLabelText('邮箱'), 'mei@example.com');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.click(screen.getByTestId('auth-submit'));
    expect(await screen.findByTestId('auth-redirecting')).toBeInTheDocument();
    expect(location()).toBe('/auth?redirect=%2Fsettings');
    await waitFor(() => expect(location()).toBe('/settings'), { timeout: 3000 });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: '账号设置' })).toBeInTheDocument();
  });

  it('sends an already logged-in visitor of /auth straight to the redirect', async () => {
    storeTokens();
    stubFetch((req) =>
      req.path === '/api/auth/profile' ? ok(routes.auth.getProfile, testUser()) : shellCalls(req),
    );
    const { location } = renderApp('/auth?redirect=%2Fsettings');
    await waitFor(() => expect(location()).toBe('/settings'));
  });

  it('refuses to redirect off-site after login', async () => {
    storeTokens();
    stubFetch((req) =>
      req.path === '/api/auth/profile' ? ok(routes.auth.getProfile, testUser()) : shellCalls(req),
    );
    const { location } = renderApp('/auth?redirect=%2F%2Fevil.example');
    await waitFor(() => expect(location()).toBe('/'));
  });
});
