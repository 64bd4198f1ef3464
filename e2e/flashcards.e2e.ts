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

const meaning = (pos: string, local: string, definitions: string[]) => ({
  partOfSpeech: pos,
  partOfSpeechLocal: local,
  definitions: definitions.map((definition) => ({ definition })),
});

/** Five due words, as a learner's notebook would hold them after a week of practice. */
const WORDS = [
  {
    word: 'itinerary',
    phonetic: '/aɪˈtɪnəˌrɛri/',
    context: 'Please send me the itinerary for the trip to Osaka.',
    meanings: [
      meaning('noun', '名词', ['旅行计划；行程表', '旅行日程的详细路线']),
      meaning('adjective', '形容词', ['巡回的；流动的']),
    ],
  },
  {
    word: 'invoice',
    phonetic: '/ˈɪnvɔɪs/',
    context: 'The invoice is due at the end of the month.',
    meanings: [meaning('noun', '名词', ['发票；发货单']), meaning('verb', '动词', ['开发票'])],
  },
  {
    word: 'reimbursement',
    context: 'Submit your receipts for reimbursement by Friday.',
    meanings: [meaning('noun', '名词', ['报销；偿还'])],
  },
  {
    word: 'quarterly',
    context: 'The quarterly report shows steady growth.',
    meanings: [meaning('adjective', '形容词', ['每季度的']), meaning('adverb', '副词', ['按季度'])],
  },
  {
    word: 'venue',
    context: 'The venue for the conference has changed.',
    definition: '（会议、活动的）举办地点',
  },
];

async function register(page: Page) {
  await page.goto('/');
  await page.getByTestId('header-register').click();
  const form = page.getByTestId('auth-form');
  await form.locator('input[name=username]').fill('Rin');
  await form.locator('input[name=email]').fill(uniqueEmail('flash'));
  await form.locator('input[name=password]').fill(password);
  await form.locator('input[name=confirmPassword]').fill(password);
  await page.getByTestId('auth-submit').click();
  await page.getByText('注册成功！').waitFor();
}

async function api(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  const token = await page.evaluate(() => localStorage.getItem('toeic-ace-access-token'));
  const res = await fetch(`${baseURL}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

async function signedInWithWords(viewport = VIEWPORTS.desktop) {
  const { context, page } = await newPage(browser, baseURL, VIEWPORTS.desktop, {
    serviceWorker: true,
  });
  await register(page);
  const result = await api(page, '/vocabulary/import', { method: 'POST', body: { words: WORDS } });
  expect(result.successCount).toBe(WORDS.length);
  await page.setViewportSize(viewport);
  return { context, page };
}

/** Waits for card `n` of `total` to be asking (its countdown running). */
async function cardAsking(page: Page, n: number, total: number) {
  await expect
    .poll(() => page.getByTestId('review-progress').textContent())
    .toBe(`${n} / ${total}`);
  await page.locator('[data-testid=flashcard][data-phase=question]').waitFor();
}

async function setLanguage(page: Page, language: 'zh' | 'en') {
  await page.evaluate((lang) => {
    localStorage.setItem(
      'toeic-language-storage',
      JSON.stringify({ state: { language: lang }, version: 1 }),
    );
  }, language);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('flashcard review in the browser', () => {
  it('reviews 5 due words with the keyboard, shows the tally, and the due count drops to 0', async () => {
    const { context, page } = await signedInWithWords();
    // The words arrived through the API, not this tab: load the notebook afresh.
    await page.goto('/vocabulary');
    await expect.poll(() => page.getByTestId('stat-needing-review').textContent()).toBe('5');
    expect(await page.getByTestId('due-badge').textContent()).toBe('5');
    await page.getByTestId('start-review').click();
    await page.waitForURL((url) => url.pathname === '/vocabulary/review');

    // 1, 2 and 5 known at once (easy), 3 forgotten (again), 4 known after 6 s (normal).
    const plan = ['1', '1', '2', 'slow', '1'];
    for (const [i, verdict] of plan.entries()) {
      await cardAsking(page, i + 1, 5);
      expect(await page.getByTestId('mastery-level').textContent()).toBe('新词');
      await page.keyboard.press('Space');
      await page.getByTestId('review-answer').waitFor();
      if (verdict === 'slow') {
        await page.waitForTimeout(6_000);
        await page.keyboard.press('1');
      } else {
        await page.keyboard.press(verdict);
      }
    }
    const end = page.getByTestId('review-end');
    await end.waitFor();
    expect(await end.getByTestId('tally-proficient').textContent()).toBe('3');
    expect(await end.getByTestId('tally-remembered').textContent()).toBe('1');
    expect(await end.getByTestId('tally-forgotten').textContent()).toBe('1');
    expect(await page.getByTestId('review-tip').count()).toBe(0);
    await screenshot(page, 'flashcards-end-zh-desktop');

    // Every rating reaches the server exactly once.
    await expect.poll(async () => (await api(page, '/vocabulary/stats')).reviewedToday).toBe(5);
    await end.getByTestId('back-to-notebook').click();
    await page.waitForURL((url) => url.pathname === '/vocabulary');
    await expect.poll(() => page.getByTestId('stat-needing-review').textContent()).toBe('0');
    await page.getByTestId('review-complete').waitFor();
    expect(await page.getByTestId('stat-reviewed-today').textContent()).toBe('5');
    expect(await page.getByTestId('stat-streak').textContent()).toBe('1');
    // Forgotten comes back within the day; known words in days.
    const card = (word: string) => page.locator(`[data-testid=word-card][data-word=${word}]`);
    expect(await card('reimbursement').getByTestId('next-due').textContent()).toMatch(/分钟后$/);
    expect(await card('itinerary').getByTestId('next-due').textContent()).toMatch(/天后$/);
    await screenshot(page, 'flashcards-notebook-after-zh-desktop');

    // Nothing left: the review screen says so; the home page shows the streak.
    await page.goto('/vocabulary/review');
    await page.getByTestId('review-none').waitFor();
    await page.goto('/');
    await expect.poll(() => page.getByTestId('home-review-due').textContent()).toBe('0');
    expect(await page.getByTestId('home-review-streak').textContent()).toBe('1 天');
    await screenshot(page, 'flashcards-home-zh-desktop');
    await context.close();
  });

  it('keeps a rating made offline and sends it once the connection is back', async () => {
    const { context, page } = await signedInWithWords();
    await page.goto('/vocabulary/review');
    await cardAsking(page, 1, 5);
    await context.setOffline(true);
    await page.keyboard.press('Space');
    await page.keyboard.press('1');
    await page.getByText('itinerary：熟练掌握').waitFor();
    await page.getByTestId('review-pending').waitFor();
    // The queue lives in IndexedDB: the rating is there after a reload too.
    const stored = () =>
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
    expect(await stored()).toBe(1);

    await context.setOffline(false);
    await expect.poll(stored).toBe(0);
    const stats = await api(page, '/vocabulary/stats');
    expect(stats).toMatchObject({ reviewedToday: 1, wordsNeedingReview: 4 });
    await context.close();
  });

  it('looks right at 375 and 1280 px in zh and en', async () => {
    const { context, page } = await signedInWithWords();
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const language of ['zh', 'en'] as const) {
        await page.setViewportSize(viewport);
        await setLanguage(page, language);
        await page.goto('/vocabulary/review');
        await cardAsking(page, 1, 5);
        expect(await overflow(page)).toBe(0);
        await screenshot(page, `flashcards-question-${language}-${size}`);
        await page.getByTestId('show-answer').click();
        await page.getByTestId('review-answer').waitFor();
        expect(await overflow(page)).toBe(0);
        await screenshot(page, `flashcards-answer-${language}-${size}`);
        await page.goto('/vocabulary');
        await page.getByTestId('word-card').first().waitFor();
        expect(await overflow(page)).toBe(0);
        await screenshot(page, `flashcards-notebook-${language}-${size}`);
        await page.goto('/');
        await page.getByTestId('home-review-summary').waitFor();
        expect(await overflow(page)).toBe(0);
        await screenshot(page, `flashcards-home-${language}-${size}`);
      }
    }
    // The timeout view, once (it takes the full 20 s).
    await page.setViewportSize(VIEWPORTS.mobile);
    await setLanguage(page, 'zh');
    await page.goto('/vocabulary/review');
    await cardAsking(page, 1, 5);
    await page.getByTestId('review-timeout').waitFor({ timeout: 25_000 });
    expect(await page.getByTestId('review-countdown').getAttribute('data-tone')).toBe('danger');
    await screenshot(page, 'flashcards-timeout-zh-mobile');
    await page.keyboard.press('Enter');
    await cardAsking(page, 2, 5);
    await context.close();
  });
});
