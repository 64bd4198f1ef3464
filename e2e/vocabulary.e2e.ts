import { readFile } from 'node:fs/promises';
import { legacyPackage } from '../apps/server/src/modules/vocabulary/anki/test-packages';
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

  it(
    'exports an Anki deck and imports it into another account, and reads a deck Anki made',
    { timeout: 120_000 },
    async () => {
      // One learner's deck, as the production server builds it in its worker thread.
      const first = await newPage(browser, baseURL);
      await register(first.page);
      await addWords(first.page, [
        { word: 'itinerary', context: 'Please send me the itinerary.' },
        { word: 'invoice', context: 'The invoice is due at the end of the month.' },
      ]);
      await first.page.goto('/vocabulary');
      await first.page.getByTestId('word-card').first().waitFor();
      const [download] = await Promise.all([
        first.page.waitForEvent('download'),
        first.page.getByTestId('export-anki').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^vocabulary_export_\d{4}-\d{2}-\d{2}\.apkg$/);
      const deck = await readFile((await download.path())!);
      expect([...deck.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      await first.context.close();

      // Another learner on a phone imports it, then a deck Anki itself wrote (Basic: Front/Back).
      const { context, page } = await newPage(browser, baseURL, { width: 390, height: 844 });
      await page.setViewportSize(VIEWPORTS.desktop);
      await register(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await addWords(page, [{ word: 'agenda' }]);
      await page.goto('/vocabulary');
      await page.getByTestId('word-card').first().waitFor();
      const input = page.getByTestId('import-input');
      await input.setInputFiles({
        name: 'colleague.apkg',
        mimeType: 'application/octet-stream',
        buffer: deck,
      });
      await expect
        .poll(() => page.getByTestId('import-summary').textContent())
        .toContain('成功：2');
      await expect.poll(() => page.getByTestId('word-card').count()).toBe(3);

      const anki = legacyPackage({
        crt: Date.UTC(2026, 0, 1) / 1000,
        models: { 1: { name: 'Basic', fields: ['Front', 'Back'] } },
        notes: [{ id: Date.UTC(2026, 0, 2), modelId: 1, fields: ['<b>quarterly</b>', '每季度的'] }],
        cards: [
          {
            id: 1,
            noteId: Date.UTC(2026, 0, 2),
            type: 0,
            queue: 0,
            due: 1,
            ivl: 0,
            factor: 0,
            reps: 0,
          },
        ],
      });
      await input.setInputFiles({
        name: 'anki-basic.apkg',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(anki),
      });
      await expect.poll(() => page.getByTestId('word-card').count()).toBe(4);
      await page.getByTestId('vocabulary-search').fill('quarterly');
      await expect.poll(() => page.getByTestId('word-card').count()).toBe(1);
      // The front's markup is gone: the word is the text Anki showed.
      expect(await page.getByTestId('word-card').first().getAttribute('data-word')).toBe(
        'quarterly',
      );
      await page.getByTestId('vocabulary-search').fill('');

      // A package past the size limit is refused in the tab, in the learner's language.
      // The 21 MB file is made in the page: sent through the DevTools protocol it took over a
      // minute on a loaded CI machine. The input gets it as a picked file does, with its change.
      await input.evaluate((element: HTMLInputElement) => {
        const picked = new DataTransfer();
        const bytes = new Uint8Array(21 * 1024 * 1024);
        picked.items.add(new File([bytes], 'huge.apkg', { type: 'application/octet-stream' }));
        element.files = picked.files;
        element.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await expect
        .poll(() => page.getByTestId('import-error').textContent())
        .toContain('Anki 包不能超过 20 MB');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await screenshot(page, 'vocabulary-anki-import-mobile');
      await page.setViewportSize(VIEWPORTS.desktop);
      await screenshot(page, 'vocabulary-anki-import-desktop');
      await context.close();
    },
  );
});
