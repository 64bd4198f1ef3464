import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The password of every account these helpers make. */
export const EMAIL_ACCOUNT_PASSWORD = 'listening-and-reading';

/** An account made through the API with a known e-mail, to sign in through the form later. */
export async function registerByEmail(baseURL: string, email: string, username: string) {
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: EMAIL_ACCOUNT_PASSWORD, username }),
  });
  expect(res.status).toBe(201);
}

/** Signs in through the header's form and waits until the header shows the learner. */
export async function signInByForm(page: Page, email: string) {
  await page.getByTestId('header-login').click();
  const form = page.getByTestId('auth-form');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=password]').fill(EMAIL_ACCOUNT_PASSWORD);
  await page.getByTestId('auth-submit').click();
  await page.getByTestId('header-username').waitFor();
}
