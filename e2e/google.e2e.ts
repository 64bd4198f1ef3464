import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, uniqueEmail } from './support/browser';
import { CLIENT_ID, CLIENT_SECRET, startMockGoogle, type MockGoogle } from './support/mock-google';
import { freePort, startServer, type RunningServer } from './support/server';

/**
 * Google sign-in end to end: the real server configured with a real OpenID provider
 * (oauth2-mock-server on 127.0.0.1) as its issuer, driven by Chromium from the button on /auth
 * through the provider and back to the callback page.
 */
let browser: Browser;
let google: MockGoogle;
let server: RunningServer;
let subjects = 0;

beforeAll(async () => {
  google = await startMockGoogle();
  const port = await freePort();
  server = await startServer(
    {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: google.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    { port },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await google?.stop();
});

const subject = () => `e2e-google-${Date.now()}-${++subjects}`;

/** From /auth, the Google button; resolves once the browser is back in the web app. */
async function signInWithGoogle(page: Page) {
  await page.goto('/auth');
  const button = page.getByTestId('google-sign-in');
  await button.waitFor();
  expect(await button.getAttribute('href')).toBe('/api/auth/google');
  await button.click();
}

const storedUserId = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('user-store') ?? '{}') as {
          state?: { user?: { id: string } };
        }
      ).state?.user?.id,
  );

describe('Google sign-in in the browser', () => {
  it('creates an account: button → provider → callback page → signed in at /', async () => {
    const { context, page } = await newPage(browser, server.baseURL);
    const sub = subject();
    google.setClaims({ sub, email: `${sub}@gmail.example`, email_verified: true, name: '林美' });

    // Hold the profile call a moment, so the callback page can be seen (and photographed).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/profile', async (route) => {
      await held;
      await route.continue();
    });
    const callbackDocument = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/auth/callback',
    );
    await signInWithGoogle(page);
    const document = await callbackDocument;
    expect(document.headers()['referrer-policy']).toBe('no-referrer');
    expect(new URL(document.url()).searchParams.get('user_id')).toBeTruthy();

    const spinner = page.getByTestId('auth-callback');
    await spinner.waitFor();
    expect(await spinner.textContent()).toContain('正在处理登录信息...');
    // The tokens are already gone from the address bar.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/auth/callback');
    await screenshot(page, 'google-callback-processing-zh');
    release();

    await page.getByText('Google 登录成功！').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByTestId('header-username').textContent()).toBe('林美');
    expect(await page.evaluate(() => localStorage.getItem('toeic-ace-access-token'))).toBeTruthy();
    await screenshot(page, 'google-signed-in-zh');

    // The session survives a reload: the stored tokens are real.
    await page.reload();
    await expect.poll(() => page.getByTestId('header-username').textContent()).toBe('林美');
    // An account made through Google has no password to change.
    await page.goto('/settings');
    await page.getByTestId('no-password').waitFor();
    await context.close();
  });

  it('signs into the existing account when Google vouches for the same e-mail', async () => {
    const email = uniqueEmail('linked');
    const registered = await fetch(`${server.baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'listening-and-reading', username: 'Kenji' }),
    });
    expect(registered.status).toBe(201);
    const { data } = (await registered.json()) as { data: { user: { id: string } } };

    const { context, page } = await newPage(browser, server.baseURL);
    google.setClaims({ sub: subject(), email, email_verified: true, name: 'Kenji Google' });
    await signInWithGoogle(page);
    await page.getByText('Google 登录成功！').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByTestId('header-username').textContent()).toBe('Kenji');
    expect(await storedUserId(page)).toBe(data.user.id);

    // The account keeps its password, and can change it from the settings screen.
    await page.goto('/settings');
    const form = page.getByTestId('password-change-form');
    await form.waitFor();
    await form.locator('input[name=currentPassword]').fill('listening-and-reading');
    await form.locator('input[name=newPassword]').fill('reading-and-listening');
    await form.locator('input[name=confirmPassword]').fill('reading-and-listening');
    await screenshot(page, 'settings-security-zh');
    await page.getByTestId('password-change-submit').click();
    await page.getByText('密码已修改，其他设备已退出登录').waitFor();
    const login = await fetch(`${server.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'reading-and-listening' }),
    });
    expect(login.status).toBe(200);
    // This browser stays signed in with the tokens the change handed back.
    await page.reload();
    await expect.poll(() => page.getByTestId('header-username').textContent()).toBe('Kenji');
    await context.close();
  });

  it('ends on /auth with Google 认证失败，请重试 when consent is refused', async () => {
    const { context, page } = await newPage(browser, server.baseURL);
    google.setClaims({ sub: subject() });
    google.refuseNext();
    await signInWithGoogle(page);
    await page.getByText('Google 认证失败，请重试').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth' && url.search === '');
    expect(await page.evaluate(() => localStorage.getItem('toeic-ace-access-token'))).toBeNull();
    await screenshot(page, 'google-refused-zh');
    await context.close();
  });

  it('ends on /auth with 认证回调失败，请重试 when the state was tampered with', async () => {
    const { context, page } = await newPage(browser, server.baseURL);
    google.setClaims({ sub: subject(), email: `${subject()}@gmail.example`, email_verified: true });
    google.tamperStateNext();
    await signInWithGoogle(page);
    await page.getByText('认证回调失败，请重试').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await page.evaluate(() => localStorage.getItem('toeic-ace-access-token'))).toBeNull();
    await screenshot(page, 'google-tampered-state-zh');
    await context.close();
  });

  it('hides the button on a server without Google configured', async () => {
    // The default server of this run (global setup) has no Google credentials.
    const plainURL = inject('baseURL');
    const { context, page } = await newPage(browser, plainURL);
    const health = page.waitForResponse((res) => res.url().endsWith('/api/health'));
    await page.goto('/auth');
    await page.getByTestId('auth-form').waitFor();
    expect(((await (await health).json()) as { data: { auth: unknown } }).data.auth).toEqual({
      google: false,
    });
    expect(await page.getByTestId('google-sign-in').count()).toBe(0);
    const start = await fetch(`${plainURL}/api/auth/google`, { redirect: 'manual' });
    expect(start.status).toBe(404);
    expect(((await start.json()) as { error: { code: string } }).error.code).toBe(
      'GOOGLE_NOT_CONFIGURED',
    );
    await context.close();
  });
});
