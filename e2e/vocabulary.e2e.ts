import { readFile } from 'node:fs/promises';
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

async function register(page: Page) {
  await page.goto('/');
  await page.getByTestId('header-register').click();
  const form = page.getByTestId('auth-form');
  await form.locator('input[name=username]').fill('Noa');
  await form.locator('input[name=email]').fill(uniqueEmail('vocab'));
  await form.locator('input[name=password]').fill(password);
  await form.locator('input[name=confirmPassword]').fill(password);
  await page.getByTestId('auth-submit').click();
  await page.getByText('注册成功！').waitFor();
}

/** Adds words the way the review screen does: one POST per word with the signed-in token. */
async function addWords(page: Page, words: { word: string; context?: string }[]) {
  const token = await page.evaluate(() => localStorage.getItem('toeic-ace-access-token'));
  for (const body of words) {
    const res = await fetch(`${baseURL}/api/vocabulary/words`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
  }
}

describe('the vocabulary notebook in the browser', () => {
  it('finds a word, edits its notes, exports CSV and deletes it', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await register(page);
    await addWords(page, [
      { word: 'itinerary', context: 'Please send me the itinerary for the trip to Osaka.' },
      { word: 'invoice', context: 'The invoice is due at the end of the month.' },
    ]);
    await page.getByTestId('nav-vocabulary').click();
    await page.waitForURL((url) => url.pathname === '/vocabulary');
    await expect.poll(() => page.getByTestId('word-card').count()).toBe(2);
    // The figures cached on the home page (no words yet) show until their refetch lands.
    await expect.poll(() => page.getByTestId('stat-needing-review').textContent()).toBe('2');

    await page.getByTestId('vocabulary-search').fill('itiner');
    await expect.poll(() => page.getByTestId('word-card').count()).toBe(1);
    const card = page.getByTestId('word-card').first();
    expect(await card.getAttribute('data-word')).toBe('itinerary');

    await card.getByTestId('notes-edit').click();
    await card.getByTestId('notes-input').fill('旅程表 — travel plan');
    await card.getByTestId('notes-save').click();
    await expect
      .poll(() => card.getByTestId('word-notes').textContent())
      .toBe('旅程表 — travel plan');
    await page.reload();
    await page.getByTestId('vocabulary-search').fill('travel plan');
    await expect.poll(() => page.getByTestId('word-card').count()).toBe(1);
    await screenshot(page, 'vocabulary-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vocabulary_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('itinerary');
    expect(csv).toContain('旅程表 — travel plan');

    await page.getByTestId('word-card').first().getByTestId('delete-word').click();
    await page.getByTestId('delete-confirm').click();
    await page.getByTestId('vocabulary-no-match').waitFor();
    await page.getByTestId('vocabulary-search').fill('');
    await expect.poll(() => page.getByTestId('word-card').count()).toBe(1);
    expect(await page.getByTestId('word-card').first().getAttribute('data-word')).toBe('invoice');
    await context.close();
  });

  it('is usable at 375 px, and asks visitors to sign in', async () => {
    const { context, page } = await newPage(browser, baseURL, VIEWPORTS.mobile);
    await page.goto('/vocabulary');
    await page.getByTestId('vocabulary-login-prompt').waitFor();
    // The header's register button sits in the menu on phones; sign up at desktop width.
    await page.setViewportSize(VIEWPORTS.desktop);
    await register(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await addWords(page, [
      { word: 'reimbursement', context: 'Submit receipts for reimbursement.' },
    ]);
    await page.goto('/vocabulary');
    await page.getByTestId('word-card').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, 'vocabulary-mobile');
    await context.close();
  });
});
