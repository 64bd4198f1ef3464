import { STORAGE_KEYS } from '@toeic-ace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/lib/routes';
import { fail, ok, stubFetch, type StubRequest, type StubResponse } from '@/test/fetch-stub';
import { storeTokens, testUser, healthy, shellCalls } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const health = ok(routes.health.get, healthy());

function signedIn(extra?: (req: StubRequest) => StubResponse | undefined) {
  storeTokens();
  return stubFetch((req) => {
    const answer = extra?.(req);
    if (answer) return answer;
    if (req.path === '/api/auth/profile' && req.method === 'GET')
      return ok(routes.auth.getProfile, testUser());
    return shellCalls(req);
  });
}

describe('header: logged out', () => {
  it('登录 and 注册 open the auth modal in that mode; Escape and the backdrop close it', async () => {
    stubFetch(() => health);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByTestId('header-login'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('auth-form')).toHaveAttribute('data-mode', 'login');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('header-register'));
    expect(within(await screen.findByRole('dialog')).getByTestId('auth-form')).toHaveAttribute(
      'data-mode',
      'register',
    );
    fireEvent.mouseDown(screen.getByTestId('auth-modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the demo-mode notice when the server has no AI configured', async () => {
    stubFetch(() => health);
    renderApp('/');
    expect(await screen.findByTestId('demo-mode-notice')).toHaveTextContent(
      '演示模式：未配置 AI 服务，题目来自内置题库',
    );
  });

  it('switches the interface language from the dropdown', async () => {
    stubFetch(() => health);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByTestId('language-selector'));
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(3);
    await user.click(screen.getByTestId('language-option-en'));
    expect(await screen.findByTestId('header-login')).toHaveTextContent('Log in');
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.language)!).state.language).toBe('en');
  });

  it('highlights the active navigation item and offers a not-found page', async () => {
    stubFetch(() => health);
    renderApp('/nowhere');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.getByTestId('nav-home')).not.toHaveAttribute('aria-current');
  });
});

describe('header: logged in', () => {
  it('shows avatar initial and username; the menu holds e-mail and closes on an outside click', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByTestId('header-username')).toHaveTextContent('Mei');
    expect(screen.getByTestId('nav-home')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByTestId('user-avatar')[0]).toHaveTextContent('M');
    await user.click(screen.getByTestId('user-menu-button'));
    expect(await screen.findByTestId('user-menu-email')).toHaveTextContent('mei@example.com');
    expect(screen.getByTestId('user-menu-settings')).toHaveAttribute('href', '/settings');
    expect(screen.getByTestId('user-menu-migration')).toHaveAttribute('href', '/migration');
    await user.click(document.body);
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
  });

  it('lists the same account pages in the mobile menu, which closes on the way there', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByTestId('mobile-menu-button'));
    expect(await screen.findByTestId('mobile-settings')).toHaveAttribute('href', '/settings');
    expect(screen.getByTestId('mobile-settings')).toHaveTextContent('账号设置');
    await user.click(screen.getByTestId('mobile-migration'));
    await waitFor(() => expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument());
  });

  it('logs out: revokes the refresh token, toasts 已成功登出 and clears the session', async () => {
    const { callsTo } = signedIn((req) =>
      req.path === '/api/auth/logout' ? ok(routes.auth.logout, { loggedOut: true }) : undefined,
    );
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByTestId('user-menu-button'));
    await user.click(await screen.findByTestId('user-menu-logout'));
    expect(await screen.findByText('已成功登出')).toBeInTheDocument();
    expect(callsTo('/api/auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(await screen.findByTestId('header-login')).toBeInTheDocument();
  });

  it('still logs out locally when the server call fails, toasting 登出失败', async () => {
    signedIn((req) =>
      req.path === '/api/auth/logout'
        ? fail(500, 'INTERNAL_ERROR', 'Internal server error')
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByTestId('user-menu-button'));
    await user.click(await screen.findByTestId('user-menu-logout'));
    expect(await screen.findByText('登出失败')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('pushes a language change to the server preferences', async () => {
    const { calls } = signedIn((req) =>
      req.method === 'PUT'
        ? ok(
            routes.auth.updateProfile,
            testUser({ preferences: { ...testUser().preferences, language: 'ja' } }),
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByTestId('header-username');
    await user.click(screen.getByTestId('language-selector'));
    await user.click(screen.getByTestId('language-option-ja'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { preferences: { language: 'ja' } },
      ]),
    );
    expect(await screen.findByTestId('home-greeting')).toHaveTextContent('こんにちは、Mei さん');
  });
});
