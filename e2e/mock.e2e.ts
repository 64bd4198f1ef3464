import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { MockTestDetail } from '@toeic-ace/contract';
import { screenshot, VIEWPORTS } from './support/browser';
import { registerAccount, signedInPage, type Account } from './support/practice';
import { startServer, type RunningServer } from './support/server';
import { launchSpeechBrowser } from './support/speech-browser';

/**
 * A half mock test on a server whose section clocks run at 5 % (MOCK_TIME_SCALE): listening
 * 23 min → 69 s, reading 38 min → 114 s. Listening is driven by real speech synthesis until its
 * clock ends it; reading uses the palette and flags and is submitted by the clock.
 */
const SCALE = 0.05;
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void> = async () => {};
let account: Account;

beforeAll(async () => {
  server = await startServer({ MOCK_TIME_SCALE: String(SCALE) });
  ({ browser, close: closeBrowser } = await launchSpeechBrowser());
  account = await registerAccount(server.baseURL, 'Mock');
});
afterAll(async () => {
  await closeBrowser();
  await server?.stop();
});

/** Records what is handed to speechSynthesis.speak. */
const SPEECH_SPY = () => {
  const spoken: string[] = [];
  (window as unknown as { __spoken: string[] }).__spoken = spoken;
  if (!('speechSynthesis' in window)) return;
  const original = window.speechSynthesis.speak.bind(window.speechSynthesis);
  window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
    spoken.push(utterance.text);
    original(utterance);
  };
};
const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);

async function serverMock(id: string): Promise<MockTestDetail> {
  const res = await fetch(`${server.baseURL}/api/mock-tests/${id}`, {
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  return ((await res.json()) as { data: MockTestDetail }).data;
}

const paletteState = (page: Page, n: number) =>
  page.getByTestId(`mock-palette-${n}`).first().getAttribute('data-state');

describe('a half mock test in the browser', () => {
  it('listening spoken once with the questions following the audio, reading with palette and flags, submitted by the clock, then results and review', async () => {
    const { context, page } = await signedInPage(browser, server.baseURL, account);
    await context.addInitScript(SPEECH_SPY);
    await page.goto('/');
    await page.getByTestId('nav-mock').click();
    await page.waitForURL('**/mock');
    await page.getByTestId('mock-kind-half').waitFor();
    await screenshot(page, 'mock-start-desktop-zh');
    // The speech service starts on first use and took over the form's 6 s wait for voices on a
    // loaded machine (the form then runs silently): start it once the browser has its voices.
    await page.waitForFunction(() => speechSynthesis.getVoices().length > 0, null, {
      timeout: 60_000,
    });

    await page.getByTestId('mock-start-half').click();
    await page.waitForURL(/\/mock\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    const start = page.getByTestId('mock-listening-start');
    await start.waitFor();
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
    // The clock has not started: time spent on the directions screen costs no listening time.
    expect(await serverMock(id)).toMatchObject({ status: 'ready', listeningStartedAt: null });
    await page.waitForTimeout(3_000);
    const pressedAt = Date.now();
    await start.click();
    await expect.poll(async () => (await serverMock(id)).status).toBe('listening');
    const running = await serverMock(id);
    const startedAt = Date.parse(running.listeningStartedAt!);
    expect(Math.abs(startedAt - pressedAt)).toBeLessThan(2_000);
    expect(Date.parse(running.listeningEndsAt) - startedAt).toBe(23 * 60_000 * SCALE);

    // The directions are read out, then Part 1's, then question 1 with its scene description.
    await expect
      .poll(async () => (await spoken(page))[0] ?? '', { timeout: 30_000 })
      .toMatch(/^Listening test\./);
    const first = page.locator('[data-testid="mock-listening-question"][data-number="1"]');
    await first.waitFor({ timeout: 40_000 });
    expect(await page.getByTestId('mock-scene').isVisible()).toBe(true);
    expect((await spoken(page)).some((text) => text.startsWith('Part 1. You will hear'))).toBe(
      true,
    );
    await screenshot(page, 'mock-listening-desktop-zh');
    const q1 = (await serverMock(id)).questions[0]!;
    await page.getByTestId(`mock-option-${q1.id}-0`).click();

    // Question 2 comes when question 1's audio and pause are over (no replay, no button).
    const second = page.locator('[data-testid="mock-listening-question"][data-number="2"]');
    await second.waitFor({ timeout: 30_000 });
    const texts = await spoken(page);
    expect(texts.filter((t) => t === 'Number 1.')).toHaveLength(1);
    expect(texts).toContain('Number 2.');

    // A second tab (a reload elsewhere) resumes the same test with the server's clock.
    const mobile = await signedInPage(browser, server.baseURL, account, {
      viewport: VIEWPORTS.mobile,
    });
    await mobile.page.goto(`/mock/${id}`);
    await mobile.page.getByTestId('mock-listening').waitFor();
    await screenshot(mobile.page, 'mock-listening-mobile-zh');

    // A reading answer while listening runs is refused by the server, whatever a client sends.
    const early = await fetch(`${server.baseURL}/api/mock-tests/${id}/answers`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${account.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ questionId: running.questions.at(-1)!.id, answer: 0 }),
    });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe(
      'LISTENING_NOT_FINISHED',
    );

    // The listening clock ends the section; reading starts at the first unanswered question.
    await page.getByTestId('mock-reading').waitFor({ timeout: 60_000 });
    const stored = await serverMock(id);
    expect(stored.answers.find((a) => a.questionId === q1.id)?.answer).toBe(0);
    const reading = stored.questions.filter((q) => q.part >= 5);
    expect(reading[0]!.number).toBe(51);

    // Answer 51, flag 52, jump through the palette to 60 and answer it.
    await page.getByTestId(`mock-option-${reading[0]!.id}-1`).click();
    await page.getByTestId('mock-next').click();
    await page.getByTestId('mock-flag').click();
    await page.getByTestId('mock-palette-60').click();
    expect(await page.getByTestId('mock-reading-question').getAttribute('data-number')).toBe('60');
    await page.getByTestId(`mock-option-${reading[9]!.id}-2`).click();
    expect(await paletteState(page, 51)).toBe('answered');
    expect(await paletteState(page, 52)).toBe('flagged');
    expect(await paletteState(page, 53)).toBe('unanswered');
    expect(await paletteState(page, 60)).toBe('answered');
    await screenshot(page, 'mock-reading-desktop-zh');

    await mobile.page.reload();
    await mobile.page.getByTestId('mock-reading').waitFor({ timeout: 20_000 });
    await mobile.page.getByTestId('mock-palette-toggle').click();
    await screenshot(mobile.page, 'mock-reading-mobile-zh');

    // The five-minute warning (scaled with the clock), then submission at zero.
    await page.getByTestId('mock-warning').waitFor({ timeout: 120_000 });
    await screenshot(page, 'mock-reading-warning-desktop-zh');
    await page.getByTestId('mock-results').waitFor({ timeout: 30_000 });
    const done = await serverMock(id);
    expect(done.status).toBe('submitted');
    expect(done.submittedAt).toBe(done.readingEndsAt);
    expect(done.answers.filter((a) => a.answer !== null).length).toBe(3);
    const shownTotal = Number(await page.getByTestId('mock-total').textContent());
    expect(shownTotal).toBe(done.result!.total);
    expect(await page.locator('[data-testid^="mock-part-"]').count()).toBe(7);
    await screenshot(page, 'mock-results-desktop-zh');
    await mobile.page.reload();
    await mobile.page.getByTestId('mock-results').waitFor();
    await screenshot(mobile.page, 'mock-results-mobile-zh');

    // Every question is reviewable with its key and explanation.
    await page.getByTestId('mock-review-link').click();
    await page.waitForURL(`**/review/mock/${id}`);
    await page.getByTestId('review-detail').waitFor();
    expect(await page.getByTestId('review-explanation').textContent()).not.toBe('');
    expect(await page.getByTestId('review-correct-answer').textContent()).toBe(
      'ABCD'[done.questions[0]!.correctAnswer!],
    );
    await screenshot(page, 'mock-review-desktop-zh');

    // The home dashboard takes its predicted score from this mock and lists it.
    await page.goto('/');
    await page.getByTestId('dashboard-mock-list').waitFor();
    expect(await page.getByTestId('predicted-score').textContent()).toBe(
      String(done.result!.total),
    );
    await screenshot(page, 'mock-dashboard-desktop-zh');

    const en = await signedInPage(browser, server.baseURL, account, {
      viewport: VIEWPORTS.mobile,
      language: 'en',
    });
    await en.page.goto(`/mock/${id}`);
    await en.page.getByTestId('mock-results').waitFor();
    await screenshot(en.page, 'mock-results-mobile-en');
    await en.page.goto('/mock');
    await en.page.getByTestId('mock-history').waitFor();
    await screenshot(en.page, 'mock-start-mobile-en');
    await en.page.setViewportSize(VIEWPORTS.desktop);
    await en.page.goto(`/mock/${id}`);
    await en.page.getByTestId('mock-results').waitFor();
    await screenshot(en.page, 'mock-results-desktop-en');
    await Promise.all([context.close(), mobile.context.close(), en.context.close()]);
  }, 300_000);

  it('takes the learner back to the unfinished form instead of starting a second one', async () => {
    // Two tabs on /mock before either starts: the second start meets the first form.
    const first = await signedInPage(browser, server.baseURL, account);
    const second = await signedInPage(browser, server.baseURL, account);
    await first.page.goto('/mock');
    await second.page.goto('/mock');
    await second.page.getByTestId('mock-kind-full').waitFor();
    await first.page.getByTestId('mock-start-half').click();
    await first.page.waitForURL(/\/mock\/[0-9a-f-]{36}$/);
    const open = first.page.url().split('/').at(-1)!;
    await second.page.getByTestId('mock-start-full').click();
    await second.page.getByText('你还有一份未完成的模考').waitFor();
    await second.page.waitForURL(`**/mock/${open}`);
    await second.page.getByTestId('mock-listening-start').waitFor();
    await screenshot(second.page, 'mock-in-progress-desktop-zh');
    const res = await fetch(`${server.baseURL}/api/mock-tests`, {
      headers: { authorization: `Bearer ${account.accessToken}` },
    });
    const { tests } = ((await res.json()) as { data: { tests: { status: string }[] } }).data;
    expect(tests.filter((t) => t.status !== 'submitted')).toHaveLength(1);
    await first.context.close();
    await second.context.close();
  }, 60_000);
});
