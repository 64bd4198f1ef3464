import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the content security policy in the browser', () => {
  it('raises no violation while a learner registers and opens the app', async () => {
    const { context, page } = await newPage(browser, baseURL);
    // Listening from the first script on, before the app's own code runs.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto('/');
    expect(response?.headers()['permissions-policy']).toContain('camera=()');
    await page.getByTestId('header-register').click();
    const form = page.getByTestId('auth-form');
    await form.locator('input[name=username]').fill('Aiko');
    await form.locator('input[name=email]').fill(uniqueEmail());
    await form.locator('input[name=password]').fill('listening-and-reading');
    await form.locator('input[name=confirmPassword]').fill('listening-and-reading');
    await page.getByTestId('auth-submit').click();
    await page.getByText('注册成功！').waitFor();
    await page.goto('/settings');
    await page.getByTestId('settings-form').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    await context.close();
  });
});
