import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { registerAccount, signedInPage, type Account } from './support/practice';
import { startServer, type RunningServer } from './support/server';

/**
 * Flashcard ratings made while the server is really down (the process killed, not the browser
 * offline): the browser still says it is online, so no `online` event will come. The ratings
 * wait in IndexedDB and reach the restarted server by themselves — no reload, no event.
 */
let browser: Browser;
let server: RunningServer;
let account: Account;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  account = await registerAccount(server.baseURL, 'Rin');
  const words = ['itinerary', 'invoice', 'reimbursement', 'quarterly', 'venue'].map((word) => ({
    word,
    definition: `释义：${word}`,
  }));
  const res = await fetch(`${server.baseURL}/api/vocabulary/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ words }),
  });
  expect(res.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('toeic-ace');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result
            .transaction('pendingReviews')
            .objectStore('pendingReviews')
            .count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
      }),
  );

async function rateKnown(page: Page, n: number) {
  await expect.poll(() => page.getByTestId('review-progress').textContent()).toBe(`${n} / 5`);
  await page.locator('[data-testid=flashcard][data-phase=question]').waitFor();
  await page.keyboard.press('Space');
  await page.keyboard.press('1');
}

describe('ratings made while the server is down', () => {
  it('reach the server once it is back, without a reload or an online event', async () => {
    const { context, page } = await signedInPage(browser, server.baseURL, account, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/vocabulary/review');
    await rateKnown(page, 1);
    await expect.poll(() => queued(page)).toBe(0);

    await server.kill();
    await rateKnown(page, 2);
    await rateKnown(page, 3);
    await page.getByTestId('review-pending').waitFor();
    expect(await queued(page)).toBe(2);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    // Ratings made in a row on a phone: their toasts never cover the title, progress or card.
    await page.getByTestId('flashcard').waitFor();
    await screenshot(page, 'flashcards-outage-toasts-phone');
    const covered = await page.evaluate(() => {
      const boxes = ['h1', '[data-testid="review-progress"]', '[data-testid="flashcard"]'].map(
        (selector) => document.querySelector(selector)!.getBoundingClientRect(),
      );
      const toasts = Array.from(document.querySelectorAll('[data-sonner-toast]'))
        .map((n) => n.getBoundingClientRect())
        .filter((r) => r.height > 0);
      return toasts.some((t) =>
        boxes.some(
          (b) => t.top < b.bottom && t.bottom > b.top && t.left < b.right && t.right > b.left,
        ),
      );
    });
    expect(covered).toBe(false);

    await server.restart();
    // RATING_SYNC.maxRetryDelayMs (15 s) is the longest wait between attempts.
    await expect.poll(() => queued(page), { timeout: 30_000, interval: 500 }).toBe(0);
    const stats = await fetch(`${server.baseURL}/api/vocabulary/stats`, {
      headers: { authorization: `Bearer ${account.accessToken}` },
    });
    expect(((await stats.json()) as { data: { reviewedToday: number } }).data.reviewedToday).toBe(
      3,
    );
    await context.close();
  }, 90_000);
});
