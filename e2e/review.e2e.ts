import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

async function register(page: Page, username: string) {
  await page.getByTestId('header-register').click();
  const form = page.getByTestId('auth-form');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=email]').fill(uniqueEmail('review'));
  await form.locator('input[name=password]').fill(password);
  await form.locator('input[name=confirmPassword]').fill(password);
  await page.getByTestId('auth-submit').click();
  await page.getByText('注册成功！').waitFor();
}

interface SetPlan {
  type: 'listening' | 'reading';
  part: string;
  count: number;
  /** Leave the last question unanswered and submit through the confirmation dialog. */
  skipLast?: boolean;
}

/** One set through the practice screens, answering A, B, C, D, A, …; answers its size. */
async function completeSet(page: Page, plan: SetPlan): Promise<number> {
  // In-app navigation: a reload right after a set could cut off its last local save.
  const again = page.getByTestId('practice-again');
  if (await again.isVisible()) await again.click();
  else await page.getByTestId('nav-practice').click();
  await page.getByTestId('practice-setup').waitFor();
  await page.getByTestId(`practice-type-${plan.type}`).click();
  await page.getByTestId(`practice-part-${plan.part}`).click();
  await page.getByTestId('practice-count').fill(String(plan.count));
  await page.getByTestId('practice-start').click();
  await page.getByTestId('practice-session').waitFor();
  const results = page.getByTestId('practice-results');
  // The bank may serve fewer questions than asked for: read "第 n 题 / 共 N 题" as it goes.
  let total = 0;
  for (let answered = 0; ;) {
    // The next question on screen with nothing more arriving, or the results.
    const next = await page.waitForFunction(
      (expected) => {
        if (document.querySelector('[data-testid="practice-results"]')) return { total: -1 };
        if (document.querySelector('[data-testid="practice-generating-more"]')) return false;
        const position = document.querySelector('[data-testid="practice-position"]');
        const match = /第 (\d+) 题 \/ 共 (\d+) 题/.exec(position?.textContent ?? '');
        return match && Number(match[1]) === expected ? { total: Number(match[2]) } : false;
      },
      answered + 1,
      { timeout: 15_000 },
    );
    const shown = (await next.jsonValue()) as { total: number };
    if (shown.total < 0) break;
    total = shown.total;
    if (plan.skipLast && answered + 1 === total) {
      await page.getByTestId('practice-submit').click();
      await page.getByTestId('practice-submit-dialog-confirm').click();
      break;
    }
    await page.getByTestId(`practice-option-${answered % 4}`).click();
    answered += 1;
    if (answered === total) break;
  }
  await results.waitFor({ timeout: 15_000 });
  return total;
}

async function setLanguage(page: Page, language: 'zh' | 'ja') {
  await page.getByTestId('language-selector').click();
  await page.getByTestId(`language-option-${language}`).click();
  await expect
    .poll(() => page.locator('html').getAttribute('lang'))
    .toBe(language === 'zh' ? 'zh-CN' : 'ja');
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

/** Home, review list and a review detail at 375 and 1280 px, charts drawn. */
async function shootPages(page: Page, language: string, sessionId: string) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByTestId('predicted-score').waitFor();
    await page.locator('[data-testid=score-trend-chart] svg').first().waitFor();
    await page.locator('[data-testid=part-accuracy-chart] svg').first().waitFor();
    await noHorizontalOverflow(page);
    await screenshot(page, `home-dashboard-${language}-${size}`);

    await page.goto('/review');
    await page.getByTestId('review-session-row').first().waitFor();
    await noHorizontalOverflow(page);
    await screenshot(page, `review-list-${language}-${size}`);

    await page.goto(`/review/${sessionId}`);
    await page.getByTestId('review-question-detail').waitFor();
    await page.getByTestId('review-answer-filter-incorrect').click();
    await noHorizontalOverflow(page);
    await screenshot(page, `review-detail-${language}-${size}`);
  }
}

describe('review and the home dashboard', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, baseURL));
    // Charts draw at once (recharts honours prefers-reduced-motion), so screenshots are complete.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows -- before three sets and a score with range and trend after them', async () => {
    await page.goto('/');
    await register(page, 'Rin');
    await expect.poll(() => page.getByTestId('predicted-score').textContent()).toBe('--');
    expect(await page.getByTestId('score-need-more').textContent()).toContain('再完成 3 组');

    const questions =
      (await completeSet(page, { type: 'reading', part: 'part5', count: 5 })) +
      (await completeSet(page, { type: 'reading', part: 'part7', count: 5 })) +
      (await completeSet(page, { type: 'listening', part: 'part3', count: 5, skipLast: true }));
    await page.getByTestId('practice-home').click();

    await expect
      .poll(async () => Number(await page.getByTestId('predicted-score').textContent()))
      .toBeGreaterThanOrEqual(10);
    const score = Number(await page.getByTestId('predicted-score').textContent());
    expect(score).toBeLessThanOrEqual(990);
    const range = await page.getByTestId('score-range').textContent();
    const [low, high] = (/(\d+)–(\d+)/.exec(range ?? '') ?? []).slice(1).map(Number);
    expect(low).toBeLessThanOrEqual(score);
    expect(high).toBeGreaterThanOrEqual(score);
    expect(range).toContain('仅供参考');
    expect(await page.getByTestId('score-trend').getAttribute('data-trend')).toBe('stable');
    expect(await page.getByTestId('study-days').textContent()).toContain('3');
    expect(await page.getByTestId('summary-sessions').textContent()).toBe('3');
    expect(await page.getByTestId('summary-questions').textContent()).toBe(String(questions));
  }, 240_000);

  it('opens the practice history from the dashboard and filters it', async () => {
    // an unfinished set shows up as in progress
    await page.goto('/practice');
    await page.getByTestId('practice-part-part5').click();
    await page.getByTestId('practice-count').fill('5');
    await page.getByTestId('practice-start').click();
    await page.getByTestId('practice-option-0').click();
    await page.goto('/');

    await page.getByTestId('score-dashboard-open').click();
    const modal = page.getByTestId('history-modal');
    await modal.getByTestId('history-item').first().waitFor();
    expect(await modal.getByTestId('history-item').count()).toBe(4);
    await modal.getByTestId('history-filter-incomplete').click();
    await expect.poll(() => modal.getByTestId('history-item').count()).toBe(1);
    expect(await modal.getByTestId('history-item-status').textContent()).toBe('进行中');
    await modal.getByTestId('history-filter-completed').click();
    await expect.poll(() => modal.getByTestId('history-item').count()).toBe(3);
    expect(await modal.getByTestId('history-item-time').first().textContent()).toMatch(
      /^\d+:\d\d$/,
    );
    await screenshot(page, 'history-modal-zh-desktop');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
  });

  it('R opens review; a set opens with its first question; incorrect ones show explanations', async () => {
    await page.goto('/');
    await page.getByTestId('score-dashboard').waitFor();
    await page.keyboard.press('r');
    await page.waitForURL((url) => url.pathname === '/review');
    await expect.poll(() => page.getByTestId('review-session-row').count()).toBe(3);

    await page.getByTestId('review-part-3').click();
    await expect.poll(() => page.getByTestId('review-session-row').count()).toBe(1);
    await page.getByTestId('review-session-row').click();
    await page.waitForURL((url) => /^\/review\/[\w-]+$/.test(url.pathname));
    const detail = page.getByTestId('review-question-detail');
    expect(await detail.locator('h2').textContent()).toContain('第 1 题');
    await page.getByTestId('review-transcript').waitFor();

    await page.getByTestId('review-answer-filter-incorrect').click();
    const wrong = await page.getByTestId('review-question-list').locator('button').count();
    expect(wrong).toBeGreaterThan(0);
    const explanation = await page.getByTestId('review-explanation').textContent();
    expect(explanation).not.toContain('暂无解析');
    expect(explanation?.length).toBeGreaterThan(10);
    expect(await page.locator('[data-mark=correct]').count()).toBe(1);

    // the skipped last question
    await page.getByTestId('review-answer-filter-all').click();
    await page.getByTestId('review-question-list').locator('button').last().click();
    expect(await page.getByTestId('review-your-answer').textContent()).toBe('未作答');

    await page.getByTestId('review-back').click();
    await page.waitForURL((url) => url.pathname === '/review' && url.search === '?part=3');
  });

  it('P on home opens practice', async () => {
    await page.goto('/');
    await page.getByTestId('score-dashboard').waitFor();
    await page.keyboard.press('p');
    await page.waitForURL((url) => url.pathname === '/practice');
  });

  it('looks right at 375 and 1280 px in zh and ja', async () => {
    await page.goto('/review');
    // The part filter goes through the URL, so the list narrows a moment after the click.
    await expect.poll(() => page.getByTestId('review-session-row').count()).toBe(3);
    await page.getByTestId('review-part-5').click();
    await expect.poll(() => page.getByTestId('review-session-row').count()).toBe(1);
    await page.getByTestId('review-session-row').click();
    await page.getByTestId('review-question-detail').waitFor();
    const sessionId = new URL(page.url()).pathname.split('/').at(-1)!;

    await shootPages(page, 'zh', sessionId);
    await setLanguage(page, 'ja');
    await shootPages(page, 'ja', sessionId);
    await setLanguage(page, 'zh');

    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.locator('[data-testid=part-accuracy-chart] svg').first().waitFor();
      await screenshot(page, `home-dashboard-zh-dark-${size}`);
      await page.goto(`/review/${sessionId}`);
      await page.getByTestId('review-question-detail').waitFor();
      await screenshot(page, `review-detail-zh-dark-${size}`);
    }
    await page.getByTestId('theme-toggle').click();
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});

describe('the logged-out home keeps the welcome', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const language of ['zh', 'ja'] as const) {
      it(`${language} at ${viewport.width} px`, async () => {
        const { context, page } = await newPage(browser, baseURL, viewport);
        await page.addInitScript((lang) => {
          localStorage.setItem(
            'toeic-language-storage',
            JSON.stringify({ state: { language: lang }, version: 1 }),
          );
        }, language);
        await page.goto('/');
        await page.getByTestId('home-register').waitFor();
        await page.getByTestId('toeic-parts').waitFor();
        expect(await page.getByTestId('dashboard').count()).toBe(0);
        await noHorizontalOverflow(page);
        await screenshot(page, `home-logged-out-${language}-${size}`);
        await context.close();
      });
    }
  }
});
