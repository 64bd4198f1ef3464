import { routes } from '@/lib/routes';
import { STORAGE_KEYS } from '@toeic-ace/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useUserStore } from '@/entities/user/store';
import { deferred, fail, ok, stubFetch, type StubResponse } from '@/test/fetch-stub';
import { testUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import type { AuthMode } from '../store';
import { AuthForm } from './auth-form';

function Harness({ initial = 'login' as AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initial);
  return <AuthForm mode={mode} onModeChange={setMode} />;
}

const tokens = { accessToken: 'a-1', refreshToken: 'r-1' };
const authResult = ok(routes.auth.login, { user: testUser(), tokens });

function setup(initial: AuthMode = 'login') {
  const user = userEvent.setup();
  renderWithProviders(<Harness initial={initial} />);
  return user;
}

async function fillRegister(
  user: ReturnType<typeof userEvent.setup>,
  values: { username?: string; email?: string; password?: string; confirm?: string },
) {
  if (values.username) await user.type(screen.getByLabelText('用户名'), values.username);
  if (values.email) await user.type(screen.getByLabelText('邮箱'), values.email);
  if (values.password) await user.type(screen.getByLabelText('密码'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('确认密码'), values.confirm);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByTestId('auth-submit'));

describe('auth form: client rules', () => {
  it('login needs e-mail and password: 请填写所有必填字段, nothing sent', async () => {
    const { calls } = stubFetch(() => authResult);
    const user = setup();
    await user.type(screen.getByLabelText('邮箱'), 'mei@example.com');
    await submit(user);
    expect(await screen.findByText('请填写所有必填字段')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  // Valid but for the one field each case changes.
  const mei = { username: 'Mei', email: 'a@b.co', password: 'secret123', confirm: 'secret123' };
  it.each([
    ['a username', '请输入用户名', { ...mei, username: undefined }],
    ['matching passwords', '两次输入的密码不一致', { ...mei, confirm: 'secret124' }],
    ['8 characters', '密码长度至少8位', { ...mei, password: 'short', confirm: 'short' }],
    ['an e-mail', '请填写所有必填字段', { ...mei, email: undefined }],
  ])('register needs %s: %s, nothing sent', async (_rule, message, values) => {
    const { calls } = stubFetch(() => authResult);
    const user = setup('register');
    await fillRegister(user, values);
    await submit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('switching modes resets the fields', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('邮箱'), 'mei@example.com');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await user.click(screen.getByTestId('auth-mode-register'));
    expect(screen.getByTestId('auth-form')).toHaveAttribute('data-mode', 'register');
    expect(screen.getByLabelText('邮箱')).toHaveValue('');
    expect(screen.getByLabelText('密码')).toHaveValue('');
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
    await user.type(screen.getByLabelText('用户名'), 'Mei');
    await user.click(screen.getByTestId('auth-switch-mode'));
    expect(screen.getByTestId('auth-form')).toHaveAttribute('data-mode', 'login');
    expect(screen.queryByLabelText('用户名')).not.toBeInTheDocument();
    expect(screen.getByLabelText('邮箱')).toHaveValue('');
  });
});

describe('auth form: talking to the server', () => {
  it('disables the fields while loading, then toasts 登录成功！ and stores the session', async () => {
    const gate = deferred<StubResponse>();
    const { calls } = stubFetch(() => gate.promise);
    const user = setup();
    await user.type(screen.getByLabelText('邮箱'), ' Mei@Example.com ');
    await user.type(screen.getByLabelText('密码'), 'secret123');
    await submit(user);
    await waitFor(() => expect(screen.getByLabelText('邮箱')).toBeDisabled());
    expect(screen.getByLabelText('密码')).toBeDisabled();
    expect(screen.getByTestId('auth-submit')).toBeDisabled();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'Mei@Example.com', password: 'secret123' },
    });
    gate.resolve(authResult);
    expect(await screen.findByText('登录成功！')).toBeInTheDocument();
    expect(screen.getByLabelText('邮箱')).toBeEnabled();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r-1');
    expect(useUserStore.getState()).toMatchObject({ isAuthenticated: true, user: testUser() });
  });

  it('registers and toasts 注册成功！', async () => {
    const { calls } = stubFetch(() => ok(routes.auth.register, { user: testUser(), tokens }));
    const user = setup('register');
    await fillRegister(user, {
      username: 'Mei',
      email: 'mei@example.com',
      password: 'secret123',
      confirm: 'secret123',
    });
    await submit(user);
    expect(await screen.findByText('注册成功！')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/auth/register',
      body: { email: 'mei@example.com', password: 'secret123', username: 'Mei' },
    });
  });

  it.each([
    ['register', fail(409, 'EMAIL_TAKEN', 'E-mail already registered'), '该邮箱已被注册'],
    [
      'register',
      fail(400, 'VALIDATION_ERROR', 'Invalid request', [
        { path: 'email', message: 'invalid e-mail address', code: 'invalid_format' },
      ]),
      '请检查以下字段：邮箱',
    ],
    ['register', fail(500, 'INTERNAL_ERROR', 'Internal server error'), '注册失败'],
    ['register', { status: 502, raw: 'Bad Gateway' }, '服务器错误 (502)'],
    ['login', fail(401, 'LOGIN_FAILED', 'Invalid e-mail or password'), '邮箱或密码错误'],
    ['login', fail(500, 'INTERNAL_ERROR', 'Internal server error'), '登录失败'],
    ['login', 'network-error', '网络连接失败，请检查网络连接'],
    [
      'login',
      fail(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable'),
      '服务暂时不可用，请几秒后重试',
    ],
  ] as [AuthMode, StubResponse, string][])(
    '%s: shows the localised message for a server answer (%#)',
    async (mode, answer, expected) => {
      stubFetch(() => answer);
      const user = setup(mode);
      await fillRegister(user, {
        username: mode === 'register' ? 'Mei' : undefined,
        email: 'mei@example.com',
        password: 'secret123',
        confirm: mode === 'register' ? 'secret123' : undefined,
      });
      await submit(user);
      expect(await screen.findByText(expected)).toBeInTheDocument();
      expect(useUserStore.getState().isAuthenticated).toBe(false);
    },
  );

  it('speaks the user’s language: a database restart in Japanese', async () => {
    await i18n.changeLanguage('ja');
    stubFetch(() => fail(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable'));
    const user = setup();
    await user.type(screen.getByLabelText('メールアドレス'), 'mei@example.com');
    await user.type(screen.getByLabelText('パスワード'), 'secret123');
    await submit(user);
    expect(
      await screen.findByText('サービスが一時的に利用できません。数秒後にもう一度お試しください'),
    ).toBeInTheDocument();
  });

  it('speaks the user’s language: LOGIN_FAILED in English', async () => {
    await i18n.changeLanguage('en');
    stubFetch(() => fail(401, 'LOGIN_FAILED', 'Invalid e-mail or password'));
    const user = setup();
    await user.type(screen.getByLabelText('Email'), 'mei@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await submit(user);
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
  });
});
