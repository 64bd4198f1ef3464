import { routes } from '@/lib/routes';
import { STORAGE_KEYS, type SignInProvider } from '@toeic-ace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '@/entities/user/store';
import { fail, ok, stubFetch, type StubRequest, type StubResponse } from '@/test/fetch-stub';
import { storeTokens, testUser, shellCalls } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function signedIn(
  answer: (req: StubRequest) => StubResponse | undefined = () => undefined,
  security = { hasPassword: true, providers: [] as SignInProvider[] },
) {
  storeTokens('access-1', 'refresh-1');
  return stubFetch((req) => {
    const custom = answer(req);
    if (custom) return custom;
    if (req.path === '/api/auth/profile') return ok(routes.auth.getProfile, testUser());
    if (req.path === '/api/auth/security') return ok(routes.auth.getSecurity, security);
    return shellCalls(req);
  });
}

async function openForm() {
  const user = userEvent.setup();
  renderApp('/settings');
  const form = await screen.findByTestId('password-change-form');
  const fill = async (current: string, next: string, confirm: string) => {
    if (current) await user.type(within(form).getByLabelText('当前密码'), current);
    if (next) await user.type(within(form).getByLabelText('新密码'), next);
    if (confirm) await user.type(within(form).getByLabelText('确认新密码'), confirm);
    await user.click(screen.getByTestId('password-change-submit'));
  };
  return { user, fill };
}

const passwordCalls = (calls: StubRequest[]) =>
  calls.filter((c) => c.path === '/api/auth/password');

describe('settings: change password', () => {
  it.each([
    ['a missing field', ['old-password', 'new-password', ''], '请填写所有必填字段'],
    [
      'a confirmation that differs',
      ['old-password', 'new-password', 'new-passw0rd'],
      '两次输入的密码不一致',
    ],
    ['a new password under 8 characters', ['old-password', 'short', 'short'], '密码长度至少8位'],
    [
      'the same password again',
      ['same-password', 'same-password', 'same-password'],
      '新密码不能与当前密码相同',
    ],
  ])('refuses %s without calling the server', async (_label, [current, next, confirm], message) => {
    const { calls } = signedIn();
    const { fill } = await openForm();
    await fill(current!, next!, confirm!);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(passwordCalls(calls)).toHaveLength(0);
  });

  it('sends both passwords with this session’s refresh token and keeps the new tokens', async () => {
    const { calls } = signedIn((req) =>
      req.path === '/api/auth/password'
        ? ok(routes.auth.changePassword, {
            tokens: { accessToken: 'access-2', refreshToken: 'refresh-1' },
          })
        : undefined,
    );
    const { fill } = await openForm();
    await fill('old-password', 'new-password', 'new-password');
    expect(await screen.findByText('密码已修改，其他设备已退出登录')).toBeInTheDocument();
    const [call] = passwordCalls(calls);
    expect(call?.method).toBe('PUT');
    expect(call?.authorization).toBe('Bearer access-1');
    expect(call?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
      refreshToken: 'refresh-1',
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    await waitFor(() => expect(screen.getByLabelText('当前密码')).toHaveValue(''));
  });

  it('says so when the current password is wrong', async () => {
    signedIn((req) =>
      req.path === '/api/auth/password'
        ? fail(400, 'INVALID_CURRENT_PASSWORD', 'The current password is incorrect')
        : undefined,
    );
    const { fill } = await openForm();
    await fill('wrong-password', 'new-password', 'new-password');
    expect(await screen.findByText('当前密码不正确')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
  });

  it('retries with the rotated refresh token when the access token had expired', async () => {
    const { calls } = signedIn((req) => {
      if (req.path === '/api/auth/refresh') {
        return ok(routes.auth.refresh, {
          tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' },
        });
      }
      if (req.path !== '/api/auth/password') return undefined;
      if (req.authorization === 'Bearer access-1') {
        return fail(401, 'TOKEN_EXPIRED', 'Access token has expired');
      }
      const body = req.body as { refreshToken: string };
      return body.refreshToken === 'refresh-2'
        ? ok(routes.auth.changePassword, {
            tokens: { accessToken: 'access-3', refreshToken: 'refresh-2' },
          })
        : fail(400, 'VALIDATION_ERROR', 'Invalid body', [
            { path: 'refreshToken', message: 'not a live session', code: 'invalid' },
          ]);
    });
    const { fill } = await openForm();
    await fill('old-password', 'new-password', 'new-password');
    expect(await screen.findByText('密码已修改，其他设备已退出登录')).toBeInTheDocument();
    expect(
      passwordCalls(calls).map((c) => (c.body as { refreshToken: string }).refreshToken),
    ).toEqual(['refresh-1', 'refresh-1', 'refresh-2']);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-3');
  });

  it('offers no form to an account that signs in with Google only', async () => {
    signedIn(undefined, { hasPassword: false, providers: ['google'] });
    renderApp('/settings');
    expect(await screen.findByTestId('no-password')).toHaveTextContent(
      '你的账号通过 Google 登录，没有设置密码。',
    );
    expect(screen.queryByTestId('password-change-form')).not.toBeInTheDocument();
  });
});

describe('settings: log out everywhere', () => {
  it('asks first, then ends every session and signs out here', async () => {
    const { calls } = signedIn((req) =>
      req.path === '/api/auth/logout-all'
        ? ok(routes.auth.logoutAll, { loggedOut: true })
        : undefined,
    );
    const user = userEvent.setup();
    const { location } = renderApp('/settings');
    await user.click(await screen.findByTestId('logout-everywhere'));
    const dialog = await screen.findByTestId('logout-everywhere-dialog');
    expect(dialog).toHaveTextContent('所有设备（包括本设备）都需要重新登录。确定继续吗？');
    expect(calls.some((c) => c.path === '/api/auth/logout-all')).toBe(false);
    await user.click(within(dialog).getByTestId('logout-everywhere-confirm'));
    expect(await screen.findByText('已在所有设备上退出登录')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/auth/logout-all');
    expect(call?.method).toBe('POST');
    expect(call?.authorization).toBe('Bearer access-1');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(useUserStore.getState().user).toBeNull();
    await waitFor(() => expect(location()).toMatch(/^\/auth\?redirect=/));
  });

  it('can be called off', async () => {
    const { calls } = signedIn();
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByTestId('logout-everywhere'));
    await user.click(
      within(await screen.findByTestId('logout-everywhere-dialog')).getByText('取消'),
    );
    expect(screen.queryByTestId('logout-everywhere-dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/logout-all')).toBe(false);
    expect(useUserStore.getState().isAuthenticated).toBe(true);
  });
});
