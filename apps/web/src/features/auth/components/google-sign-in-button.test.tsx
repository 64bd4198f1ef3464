import { routes } from '@/lib/routes';
import { healthy } from '@/test/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch, type StubResponse } from '@/test/fetch-stub';
import { QuerySettled } from '@/test/query-settled';
import { renderApp } from '@/test/render-app';

const healthWith = (auth?: { google: boolean }) =>
  ok(routes.health.get, { ...healthy(), ...(auth ? { auth } : {}) });

const serve = (health: StubResponse) =>
  stubFetch((req) => (req.path === '/api/health' ? health : fail(404, 'NOT_FOUND', 'none')));

describe('Google sign-in button', () => {
  it('is a full-page link to /api/auth/google when the server has Google configured', async () => {
    serve(healthWith({ google: true }));
    renderApp('/auth');
    const button = await screen.findByTestId('google-sign-in');
    expect(button).toHaveTextContent('使用 Google 登录');
    expect(button.tagName).toBe('A');
    expect(button).toHaveAttribute('href', '/api/auth/google');
  });

  it('is offered in the header’s sign-in dialog too', async () => {
    serve(healthWith({ google: true }));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByTestId('header-login'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('google-sign-in')).toBeInTheDocument();
  });

  it.each([
    ['says it is not configured', healthWith({ google: false })],
    ['predates the flag', healthWith()],
    ['cannot be reached', fail(503, 'INTERNAL_ERROR', 'down')],
  ])('is hidden when the server %s', async (_label, health) => {
    serve(health);
    renderApp('/auth', <QuerySettled queryKey={['health']} name="health" />);
    await screen.findByTestId('auth-form');
    await screen.findByTestId('query-settled-health');
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
  });
});
