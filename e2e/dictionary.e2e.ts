import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, VIEWPORTS } from './support/browser';
import { registerAccount, signedInPage } from './support/practice';
import { launchSpeechBrowser } from './support/speech-browser';

const baseURL = inject('baseURL');
let browser: Browser;
let closeBrowser: () => Promise<void> = async () => {};

beforeAll(async () => {
  ({ browser, close: closeBrowser } = await launchSpeechBrowser());
});
afterAll(async () => {
  await closeBrowser();
});

/**
 * Records what is handed to speechSynthesis.speak, and whether the play button was disabled at
 * that moment (the device may have no audio output; the speech still runs).
 */
const SPEECH_SPY = () => {
  const spoken: { text: string; buttonDisabled: boolean | null }[] = [];
  (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
  if (!('speechSynthesis' in window)) return;
  const original = window.speechSynthesis.speak.bind(window.speechSynthesis);
  window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid=word-play]');
    spoken.push({ text: utterance.text, buttonDisabled: button ? button.disabled : null });
    original(utterance);
  };
};

const spokenOn = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __spoken: { text: string; buttonDisabled: boolean | null }[] })
        .__spoken,
  );

async function addWord(page: Page, word: string) {
  await page.getByTestId('add-word-input').fill(word);
  await page.getByTestId('add-word-submit').click();
  const card = page.locator(`[data-testid=word-card][data-word="${word}"]`);
  await card.waitFor();
  return card;
}

describe('word definitions in the notebook', () => {
  it('adds "negotiate": Chinese equivalents beside English meanings, IPA, refresh, and speech', async () => {
    const account = await registerAccount(baseURL, 'Dict');
    const { context, page } = await signedInPage(browser, baseURL, account);
    await context.addInitScript(SPEECH_SPY);
    await page.goto('/vocabulary');
    const card = await addWord(page, 'negotiate');

    // No AI on this server: WordNet's English meanings, labelled as English, and CC-CEDICT's 谈判.
    await card.getByTestId('word-meanings').waitFor();
    expect(await card.getByTestId('word-pos').first().textContent()).toBe('v. 动词');
    expect(await card.getByTestId('definition-language').textContent()).toBe('英文释义');
    expect(await card.getByTestId('word-definition').textContent()).toContain('谈判');
    expect(await card.getByTestId('word-phonetic').textContent()).toMatch(/^\/.*ɡoʊ.*\/$/);
    expect(
      await card.getByTestId('word-meaning').first().locator('li').count(),
    ).toBeLessThanOrEqual(2);
    // Stored on the word: the notebook's search finds it by a word of its meanings.
    await page.getByTestId('vocabulary-search').fill('arrangement');
    await expect.poll(() => page.getByTestId('word-card').count()).toBe(1);
    await page.getByTestId('vocabulary-search').fill('');
    await screenshot(page, 'dictionary-zh-desktop');

    const [refresh] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/vocabulary/definition')),
      card.getByTestId('refresh-definition').click(),
    ]);
    expect(refresh.postDataJSON()).toEqual({ word: 'negotiate', language: 'zh', refresh: true });
    await expect.poll(() => card.getByTestId('definition-loading').count()).toBe(0);
    expect(await card.getByTestId('word-meanings').count()).toBe(1);

    // No recording offline: the browser's speech synthesis says the word.
    const play = card.getByTestId('word-play');
    await play.click();
    await expect.poll(() => spokenOn(page), { timeout: 15_000 }).toHaveLength(1);
    expect(await spokenOn(page)).toEqual([{ text: 'negotiate', buttonDisabled: true }]);
    await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);

    await page.setViewportSize(VIEWPORTS.mobile);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, 'dictionary-zh-mobile');
    await context.close();
  });

  it('in English: English meanings and IPA, and the data licences in settings', async () => {
    const account = await registerAccount(baseURL, 'Dict');
    const { context, page } = await signedInPage(browser, baseURL, account, {
      viewport: VIEWPORTS.mobile,
      language: 'en',
    });
    // A word saved elsewhere (no meanings yet) gets them when the notebook shows it.
    const saved = await fetch(`${baseURL}/api/vocabulary/words`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${account.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ word: 'went', context: 'She went to the meeting.' }),
    });
    expect(saved.status).toBe(201);
    await page.goto('/vocabulary');
    const went = page.locator('[data-testid=word-card][data-word="went"]');
    await went.getByTestId('word-meanings').waitFor();
    expect(await went.getByTestId('word-meanings').textContent()).toContain('change location');

    const card = await addWord(page, 'negotiate');
    await card.getByTestId('word-meanings').waitFor();
    expect(await card.getByTestId('definition-language').textContent()).toBe(
      'Definitions in English',
    );
    expect(await card.getByTestId('word-pos').first().textContent()).toBe('v. verb');
    expect(await card.getByTestId('word-meanings').textContent()).toContain(
      'discuss the terms of an arrangement',
    );
    expect(await card.getByTestId('word-phonetic').textContent()).toMatch(/^\/.*ɡoʊ.*\/$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, 'dictionary-en-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'dictionary-en-desktop');

    await page.goto('/settings');
    expect(await page.getByTestId('about-cedict').textContent()).toContain('CC BY-SA 4.0');
    expect(await page.getByTestId('about-wordnet').textContent()).toContain('WordNet® 3.1');
    await screenshot(page, 'dictionary-about-en-desktop');
    await context.close();
  });
});
