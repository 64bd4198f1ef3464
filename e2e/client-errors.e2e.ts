import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
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
});
