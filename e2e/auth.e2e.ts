import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, uniqueEmail, VIEWPORTS } from './support/browser';

const baseURL = inject('baseURL');
const password = 'listening-and-reading';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function register(page: Page, email: string, username: string) {
  await page.getByTestId('header-register').click();
  const form = page.getByTestId('auth-form');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=password]').fill(password);
  await form.locator('input[name=confirmPassword]').fill(password);
  await page.getByTestId('auth-submit').click();
  await page.getByText('注册成功！').waitFor();
}

async function profileFromServer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('toeic-ace-access-token'));
  const res = await fetch(`${baseURL}/api/auth/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()).data as { preferences: Record<string, unknown> };
}

describe('accounts in the browser', () => {
  it('register, stay logged in, log out, guard, log in, land back', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const email = uniqueEmail();
    await page.goto('/');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await register(page, email, 'Mika');
    await expect.poll(() => page.getByTestId('header-username').textContent()).toBe('Mika');

    await page.reload();
    await page.getByTestId('header-username').waitFor();
    expect(await page.getByTestId('user-avatar').textContent()).toBe('M');

    await page.getByTestId('user-menu-button').click();
    expect(await page.getByTestId('user-menu-email').textContent()).toContain(email);
    await page.getByTestId('user-menu-logout').click();
    await page.getByText('已成功登出').waitFor();
    await page.getByTestId('header-login').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('toeic-ace-access-token'))).toBeNull();

    await page.goto('/settings?tab=practice');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings?tab=practice');

    const form = page.getByTestId('auth-form');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill('a-wrong-password');
    await page.getByTestId('auth-submit').click();
    await page.getByText('邮箱或密码错误').waitFor();

    await form.locator('input[name=password]').fill(password);
    await page.getByTestId('auth-submit').click();
    await page.getByText('登录成功！').waitFor();
    await page.waitForURL((url) => url.pathname === '/settings' && url.search === '?tab=practice');
    await page.getByTestId('settings-form').waitFor();
    await context.close();
  });

  it('switching to English survives a reload and reaches the server', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/');
    await register(page, uniqueEmail(), 'Ken');
    await page.getByTestId('language-selector').click();
    await page.getByTestId('language-option-en').click();
    await page.getByTestId('header-login').or(page.getByTestId('header-username')).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(async () => (await profileFromServer(page)).preferences.language).toBe('en');
    await screenshot(page, 'home-en-logged-in-1280');
    await context.close();
  });

  it('the settings screen saves a preference to the server', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/');
    await register(page, uniqueEmail(), 'Aiko');
    await page.goto('/settings');
    await page.getByTestId('settings-dictionary-language').selectOption('ja');
    await page.getByTestId('settings-difficulty-5').click();
    await page.getByTestId('settings-save').click();
    await page.getByText('设置已保存').waitFor();
    const { preferences } = await profileFromServer(page);
    expect(preferences.dictionaryLanguage).toBe('ja');
    await screenshot(page, 'settings-zh-1280');
    await page.reload();
    await expect
      .poll(() => page.getByTestId('settings-dictionary-language').inputValue())
      .toBe('ja');
    await context.close();
  });
});

describe('the home page looks right', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const language of ['zh', 'en'] as const) {
      it(`${language} at ${viewport.width} px`, async () => {
        const { context, page } = await newPage(browser, baseURL, viewport);
        await page.addInitScript((lang) => {
          localStorage.setItem(
            'toeic-language-storage',
            JSON.stringify({ state: { language: lang }, version: 1 }),
          );
        }, language);
        await page.goto('/');
        await page.getByTestId('demo-mode-notice').waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await screenshot(page, `home-${language}-${size}`);
        await context.close();
      });
    }
  }
});
