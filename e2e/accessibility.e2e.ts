import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { blockingViolations } from './support/axe';
import { untranslatedKeys } from './support/texts';
import { launchBrowser, VIEWPORTS, WITHOUT_SERVICE_WORKER } from './support/browser';
import {
  answerAll,
  registerAccount,
  serverSessions,
  startSet,
  type Account,
} from './support/practice';

/**
 * Every screen of the web app, signed out and signed in, in Chinese and in both themes, checked
 * with axe against WCAG 2.1 A/AA: no serious or critical violation anywhere. One browser
 * context and one learner for the whole walk; all findings are gathered and reported together.
 */
const baseURL = inject('baseURL');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let account: Account;

const WORDS = [
  {
    word: 'itinerary',
    phonetic: '/aɪˈtɪnəˌrɛri/',
    context: 'Please send me the itinerary for the trip to Osaka.',
    meanings: [
      {
        partOfSpeech: 'noun',
        partOfSpeechLocal: '名词',
        definitions: [{ definition: '旅行计划；行程表' }],
      },
    ],
  },
  {
    word: 'invoice',
    context: 'The invoice is due at the end of the month.',
    definition: '发票；发货单',
  },
];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS.desktop,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
    ...WITHOUT_SERVICE_WORKER,
  });
  page = await context.newPage();
  account = await registerAccount(baseURL, 'Axe');
  const res = await fetch(`${baseURL}/api/vocabulary/import`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${account.accessToken}`,
    },
    body: JSON.stringify({ words: WORDS }),
  });
  expect(res.ok).toBe(true);
});
afterAll(async () => {
  await browser?.close();
});

const findings: string[] = [];

/** Waits for the screen to be ready and settled, then records its blocking violations. */
async function check(label: string, ready: string) {
  await page.locator(ready).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const violations = await blockingViolations(page);
  if (violations.length > 0) findings.push(`${label} (${page.url()})\n${violations.join('\n')}`);
  // Texts come by page (apps/web/build/texts.ts): a namespace that did not come shows its keys.
  const keys = await untranslatedKeys(page);
  if (keys.length > 0) findings.push(`${label} (${page.url()}) shows keys: ${keys.join(', ')}`);
}

async function visit(path: string, label: string, ready: string) {
  await page.goto(path);
  await check(label, ready);
}

const byTestId = (id: string) => `[data-testid="${id}"]`;

async function setTheme(theme: 'light' | 'dark') {
  const toggle = page.getByTestId('theme-toggle');
  await toggle.waitFor();
  // A signed-in learner's theme comes with the profile: switch only once it has arrived.
  await page.waitForLoadState('networkidle');
  if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) {
    await toggle.click();
  }
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
}

async function signedOutScreens(theme: string) {
  await visit('/', `home signed out, ${theme}`, byTestId('home-register'));
  await visit('/auth', `sign-in form, ${theme}`, byTestId('auth-form'));
  await page.getByTestId('header-register').click();
  await check(`registration form, ${theme}`, 'input[name=confirmPassword]');
  await visit('/vocabulary', `notebook signed out, ${theme}`, byTestId('vocabulary-login-prompt'));
  await visit('/migration', `migration signed out, ${theme}`, 'main h1');
  await visit('/no-such-page', `not found, ${theme}`, byTestId('not-found'));
}

async function signedInScreens(theme: string) {
  await visit('/', `dashboard, ${theme}`, byTestId('dashboard'));
  await visit('/practice', `practice setup, ${theme}`, byTestId('practice-setup'));
  await startSet(page, { type: 'reading', part: 'part5', count: 5 });
  await check(`practice question, ${theme}`, byTestId('practice-question'));
  await answerAll(page, () => 0);
  await check(`practice results, ${theme}`, byTestId('practice-results'));

  await visit('/review', `review list, ${theme}`, byTestId('review-session-row'));
  const { sessions } = await serverSessions(page, baseURL);
  await visit(`/review/${sessions[0]!.id}`, `review detail, ${theme}`, byTestId('review-detail'));
  await page.getByTestId('chat-button').click();
  await check(`tutor panel, ${theme}`, byTestId('chat-panel'));

  await visit('/vocabulary', `notebook with definitions, ${theme}`, byTestId('word-meanings'));
  await visit('/vocabulary/review', `flashcard question, ${theme}`, byTestId('flashcard'));
  // Revealing without rating leaves the words due, so the next pass sees the same cards.
  await page.getByTestId('show-answer').click();
  await check(`flashcard answer, ${theme}`, byTestId('review-answer'));
  await visit('/settings', `settings, ${theme}`, byTestId('settings-form'));
  await visit('/migration', `migration, ${theme}`, 'main h1');
  await visit('/mock', `mock test start, ${theme}`, byTestId('mock-kind-half'));
  // With a finished set behind it the dashboard draws its charts.
  await visit('/', `dashboard with results, ${theme}`, byTestId('score-trend-chart'));

  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByTestId('mobile-menu-button').click();
  await check(`mobile menu, ${theme}`, byTestId('mobile-menu'));
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('accessibility of every screen (axe, WCAG 2.1 A/AA)', () => {
  it('has no serious or critical violation, signed out and signed in, light and dark', async () => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(theme);
      await signedOutScreens(theme);
    }

    await page.evaluate((tokens) => {
      localStorage.setItem('toeic-ace-access-token', tokens.accessToken);
      localStorage.setItem('toeic-ace-refresh-token', tokens.refreshToken);
    }, account);
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/');
      await setTheme(theme);
      await signedInScreens(theme);
    }

    expect(findings, `axe found blocking violations:\n\n${findings.join('\n\n')}`).toEqual([]);
  });
}, 300_000);
