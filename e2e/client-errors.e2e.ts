import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from './support/browser';
import { registerAccount, signedInPage, type Account } from './support/practice';

const baseURL = inject('baseURL');
let browser: Browser;
let account: Account;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await registerAccount(baseURL, 'Errors');
});
afterAll(async () => {
  await browser.close();
});

describe('client errors in the browser', () => {
  it('an unhandled rejection is reported to POST /api/client-errors, which logs it', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/');
    await page.getByTestId('nav-practice').waitFor();
    const reported = page.waitForResponse(
      (res) => res.url().endsWith('/api/client-errors') && res.request().method() === 'POST',
    );
    await page.evaluate(() => {
      void Promise.reject(new Error('e2e: nobody awaited this'));
    });
    const response = await reported;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { logged: true } });
    expect(response.request().postDataJSON()).toMatchObject({
      type: 'UNKNOWN_ERROR',
      severity: 'high',
      source: 'rejection',
      message: 'e2e: nobody awaited this',
      url: `${baseURL}/`,
    });
    await context.close();
  });

  it.each([
    ['375', VIEWPORTS.mobile],
    ['1280', VIEWPORTS.desktop],
  ] as const)(
    'a part that fails to render shows 组件加载出错 with its buttons (%s px)',
    async (width, viewport) => {
      const { context, page } = await signedInPage(browser, baseURL, account, { viewport });
      // Statistics of a shape the dashboard cannot draw: its part of the page fails alone.
      await page.route('**/api/practice/stats', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ success: true, data: {} }),
        }),
      );
      await page.goto('/');
      const fallback = page.getByTestId('component-error').first();
      await fallback.waitFor();
      expect(await fallback.textContent()).toContain('组件加载出错');
      await page.getByRole('button', { name: '重新加载组件' }).first().click();
      await page.getByTestId('component-error-retries').first().waitFor();
      expect(await page.getByTestId('component-error-retries').first().textContent()).toBe(
        '已重试 1 次',
      );
      await screenshot(page, `component-error-${width}-zh`);
      await context.close();
    },
  );
});
