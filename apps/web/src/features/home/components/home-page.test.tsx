import { routes } from '@/lib/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, ok, stubFetch, type StubResponse } from '@/test/fetch-stub';
import { storeTokens, testUser } from '@/test/fixtures';
import { makeStats } from '@/test/practice-stats';
import { QuerySettled } from '@/test/query-settled';
import { renderApp } from '@/test/render-app';

const healthWith = (configured: boolean): StubResponse =>
  ok(routes.health.get, {
    status: 'ok',
    database: 'ok',
    ai: configured
      ? { provider: 'gemini', configured: true }
      : { provider: 'none', configured: false },
    auth: { google: false },
  });

/** The server for a visitor: health as given; every other call finds nothing. */
const serveVisitor = (health: StubResponse = healthWith(false)) =>
  stubFetch((req) =>
    req.path === '/api/health' ? health : fail(404, 'NOT_FOUND', `Route ${req.path} not found`),
  );

const healthSettled = <QuerySettled queryKey={['health']} name="health" />;

describe('home page: a visitor', () => {
  it('introduces the product and the test, and offers to sign up or log in', async () => {
    serveVisitor();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'TOEIC Ace' })).toBeVisible();
    expect(
      screen.getByText(/TOEIC Ace 帮助你系统备考 TOEIC 听力与阅读/, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('home-register')).toHaveTextContent('注册账号');
    expect(screen.getByTestId('home-login')).toHaveTextContent('登录');
    expect(
      screen.getByText('听力与阅读各 100 题，分别计 5–495 分，合计 10–990 分。'),
    ).toBeVisible();
    const parts = await screen.findByTestId('toeic-parts');
    expect(within(parts).getByText('考试的七个部分')).toBeInTheDocument();
    for (let part = 1; part <= 7; part++) {
      expect(within(parts).getByText(`Part ${part}`)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('home-greeting')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
  });

  it.each([
    ['home-register', 'register'],
    ['home-login', 'login'],
  ])('%s opens the sign-in dialog on its tab', async (button, mode) => {
    serveVisitor();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByTestId(button));
    const dialog = await screen.findByTestId('auth-modal');
    expect(within(dialog).getByTestId(`auth-mode-${mode}`)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says questions come from the built-in bank when the server has no AI', async () => {
    serveVisitor(healthWith(false));
    renderApp('/');
    expect(await screen.findByTestId('demo-mode-notice')).toHaveTextContent(
      '演示模式：未配置 AI 服务，题目来自内置题库',
    );
  });

  it.each([
    ['has an AI provider', healthWith(true)],
    ['cannot be reached', fail(503, 'INTERNAL_ERROR', 'down')],
  ])('shows no demo notice when the server %s', async (_label, health) => {
    serveVisitor(health);
    renderApp('/', healthSettled);
    await screen.findByTestId('query-settled-health');
    expect(screen.getByTestId('home-register')).toBeInTheDocument();
    expect(screen.queryByTestId('demo-mode-notice')).not.toBeInTheDocument();
  });

  it('speaks the chosen language', async () => {
    serveVisitor();
    await i18n.changeLanguage('en');
    renderApp('/');
    expect(await screen.findByTestId('demo-mode-notice')).toHaveTextContent(
      'Demo mode: no AI service is configured, so questions come from the built-in question bank',
    );
    expect(screen.getByTestId('home-register')).toHaveTextContent('Create an account');
    expect(screen.getByTestId('home-login')).toHaveTextContent('Log in');
  });
});

describe('home page: a signed-in learner', () => {
  it('is greeted by name above the dashboard, without the sign-up offer or the test tour', async () => {
    storeTokens();
    stubFetch((req) => {
      if (req.path === '/api/auth/profile')
        return ok(routes.auth.getProfile, testUser({ username: 'Mika' }));
      if (req.path === '/api/practice/stats') return ok(routes.practice.getStats, makeStats([]));
      if (req.path === '/api/health') return healthWith(true);
      return fail(404, 'NOT_FOUND', `Route ${req.path} not found`);
    });
    renderApp('/');
    expect(await screen.findByTestId('home-greeting')).toHaveTextContent('你好，Mika！欢迎回来。');
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
    expect(screen.queryByTestId('home-register')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-login')).not.toBeInTheDocument();
    expect(screen.queryByTestId('toeic-parts')).not.toBeInTheDocument();
  });
});
