import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import {
  answerAll,
  currentIndex,
  registerAccount,
  serverSessions,
  signedInPage,
  startSet,
  type Account,
} from './support/practice';

const baseURL = inject('baseURL');
let browser: Browser;
let account: Account;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await registerAccount(baseURL, 'Mistakes');
});
afterAll(async () => {
  await browser?.close();
});

/** The keys of the set on screen, read from the server with the page's own token. */
async function keysOfCurrentSet(page: Page): Promise<number[]> {
  const { sessions, detail } = await serverSessions(page, baseURL);
  const current = await detail(sessions[0]!.id); // newest first
  return current.questions.map((q) => q.correctAnswer);
}

describe('the mistakes notebook in the browser', () => {
  it('three missed Part 5 questions show as due, a mistakes session answered right leaves none due today', async () => {
    const { context, page } = await signedInPage(browser, baseURL, account);
    await page.goto('/practice');
    await startSet(page, { type: 'reading', part: 'part5', count: 5 });
    await expect.poll(() => page.getByTestId('practice-generating-more').count()).toBe(0);
    const keys = await keysOfCurrentSet(page);
    // The first three wrong, the rest right.
    await answerAll(page, (i) => (i < 3 ? (keys[i]! + 1) % 4 : keys[i]!));
    await page.getByTestId('practice-score-ring').waitFor();

    await page.goto('/');
    await expect.poll(() => page.getByTestId('nav-mistakes-due').textContent()).toBe('3');
    expect(await page.getByTestId('home-mistakes-due').textContent()).toContain('3');
    await page.getByTestId('nav-mistakes').click();
    await page.waitForURL('**/mistakes');
    await expect.poll(() => page.getByTestId('mistakes-due-count').textContent()).toBe('3 道到期');
    await expect.poll(() => page.getByTestId('mistake-item').count()).toBe(3);
    expect(await page.getByTestId('mistakes-part-5').textContent()).toBe('Part 5 (3/3)');
    // A question's history: the one miss, in practice.
    await page.getByTestId('mistake-item').first().getByTestId('mistake-open').click();
    await page.getByTestId('mistake-attempt').first().waitFor();
    expect(await page.getByTestId('mistake-attempt').first().getAttribute('data-correct')).toBe(
      'false',
    );
    await screenshot(page, 'mistakes-notebook');

    await page.getByTestId('mistakes-retry').click();
    await page.waitForURL('**/practice');
    await page.getByTestId('practice-question').waitFor();
    expect(await page.getByTestId('practice-dots').locator('li').count()).toBe(3);
    const retryKeys = await keysOfCurrentSet(page);
    expect(await currentIndex(page)).toBe(0);
    await answerAll(page, (i) => retryKeys[i]!);
    await page.getByTestId('practice-score-ring').waitFor();
    expect(await page.getByTestId('practice-score').textContent()).toBe('100%');

    await page.goto('/mistakes');
    await expect.poll(() => page.getByTestId('mistakes-due-count').textContent()).toBe('0 道到期');
    expect(await page.getByTestId('mistakes-retry').isDisabled()).toBe(true);
    expect(await page.getByTestId('nav-mistakes-due').count()).toBe(0);
    // Still in the notebook, scheduled days ahead.
    await page.locator('[data-testid="mistakes-due-filter"] button').nth(2).click();
    await expect.poll(() => page.getByTestId('mistake-item').count()).toBe(3);
    await context.close();
  });
});

describe('智能练习 in the browser', () => {
  it('after a weak Part 5, an adaptive reading set leans on Part 5', async () => {
    const learner = await registerAccount(baseURL, 'Adaptive');
    const { context, page } = await signedInPage(browser, baseURL, learner);
    // Two Part 5 sets missed and two Part 6 sets answered right, through the app's own calls.
    for (const [part, right] of [
      ['part5', false],
      ['part6', true],
      ['part5', false],
      ['part6', true],
    ] as const) {
      await page.goto('/practice');
      await startSet(page, { type: 'reading', part, count: 5 });
      await expect.poll(() => page.getByTestId('practice-generating-more').count()).toBe(0);
      const keys = await keysOfCurrentSet(page);
      await answerAll(page, (i) => (right ? keys[i]! : (keys[i]! + 1) % 4));
      await page.getByTestId('practice-score-ring').waitFor();
    }
    await page.goto('/practice');
    await page.getByTestId('practice-type-reading').click();
    await page.getByTestId('practice-count').fill('10');
    await page.getByTestId('practice-start-adaptive').click();
    await page.getByTestId('practice-question').waitFor();
    const { sessions, detail } = await serverSessions(page, baseURL);
    const adaptive = await detail(sessions[0]!.id);
    const parts = (adaptive as unknown as { questions: { category: string }[] }).questions.map(
      (q) => q.category,
    );
    const part5 = parts.filter((c) => c === 'part5').length;
    expect(part5).toBeGreaterThan(parts.length / 2);
    await screenshot(page, 'adaptive-set');
    await context.close();
  });
});
