import { routes } from '@/lib/routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/test/fetch-stub';
import { storeTokens, testUser, shellCalls } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('settings screen', () => {
  it('saves username, dictionary language and practice defaults with PUT /api/auth/profile', async () => {
    storeTokens();
    const { calls } = stubFetch((req) => {
      if (req.path !== '/api/auth/profile') return shellCalls(req, true);
      if (req.method === 'GET') return ok(routes.auth.getProfile, testUser());
      return ok(routes.auth.updateProfile, testUser({ username: 'Mei Lin' }));
    });
    const user = userEvent.setup();
    renderApp('/settings');
    const username = await screen.findByTestId('settings-username');
    await user.clear(username);
    await user.type(username, 'Mei Lin');
    await user.selectOptions(screen.getByTestId('settings-dictionary-language'), 'ja');
    fireEvent.change(screen.getByTestId('settings-questions-per-session'), {
      target: { value: '15' },
    });
    await user.clear(screen.getByTestId('settings-time-limit'));
    await user.type(screen.getByTestId('settings-time-limit'), '20');
    await user.click(screen.getByTestId('settings-difficulty-1'));
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('设置已保存')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      username: 'Mei Lin',
      preferences: {
        dictionaryLanguage: 'ja',
        practiceSettings: { questionsPerSession: 15, timeLimit: 1200, difficulty: [2, 3, 4, 5] },
      },
    });
    expect(await screen.findByTestId('header-username')).toHaveTextContent('Mei Lin');
  });

  it('refuses an empty difficulty selection and a bad time limit without calling the server', async () => {
    storeTokens();
    const { calls } = stubFetch((req) =>
      req.path === '/api/auth/profile'
        ? ok(routes.auth.getProfile, testUser())
        : shellCalls(req, true),
    );
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByTestId('settings-form');
    for (const level of [1, 2, 3, 4, 5]) {
      await user.click(screen.getByTestId(`settings-difficulty-${level}`));
    }
    await user.clear(screen.getByTestId('settings-time-limit'));
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('请至少选择一个难度等级')).toBeInTheDocument();
    expect(screen.getByText('时间限制需在 1–120 分钟之间')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('toasts 更新用户信息失败 when the server refuses', async () => {
    storeTokens();
    stubFetch((req) => {
      if (req.path !== '/api/auth/profile') return shellCalls(req, true);
      return req.method === 'GET'
        ? ok(routes.auth.getProfile, testUser())
        : fail(500, 'INTERNAL_ERROR', 'boom');
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByTestId('settings-save'));
    expect(await screen.findByText('更新用户信息失败')).toBeInTheDocument();
  });

  it('applies the theme at once with the dark class on <html>', async () => {
    storeTokens();
    stubFetch((req) => {
      if (req.path !== '/api/auth/profile') return shellCalls(req, true);
      if (req.method === 'GET') return ok(routes.auth.getProfile, testUser());
      const { theme } = (req.body as { preferences: { theme: 'light' | 'dark' } }).preferences;
      return ok(
        routes.auth.updateProfile,
        testUser({ preferences: { ...testUser().preferences, theme } }),
      );
    });
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByTestId('settings-theme-dark'));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await user.click(screen.getByTestId('theme-toggle'));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
  });
});
