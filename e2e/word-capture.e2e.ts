import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS, WITHOUT_SERVICE_WORKER } from './support/browser';
import {
  answerAll,
  registerAccount,
  signedInPage,
  startSet,
  type Account,
} from './support/practice';

const baseURL = inject('baseURL');
let browser: Browser;
let account: Account;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await registerAccount(baseURL, 'Noa');
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Whether the missed question on screen suits these tests: its explanation has an English word
 * to select, and it has key words to offer (a grammar item may have neither, as the bank's
 * questions are drawn at random).
 */
const suitsTheTests = (page: Page) =>
  page.evaluate(() => {
    const explanation = document.querySelector(
      '[data-testid=review-explanation] [data-word-capture]',
    );
    return (
      /[A-Za-z]{5,}/.test(explanation?.textContent ?? '') &&
      document.querySelector('[data-testid=key-words-toggle]') !== null
    );
  });

/**
 * Sets of Part 5 until one has a wrong answer (always choosing A) that suits the tests; opens
 * its review.
 */
async function reviewOfMissedQuestion(page: Page): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    await page.goto('/practice');
    await startSet(page, { type: 'reading', part: 'part5', count: 5 });
    await answerAll(page, () => 0);
    const score = parseInt((await page.getByTestId('practice-score').textContent()) ?? '', 10);
    if (score === 100) continue;
    await page.getByTestId('practice-view-explanations').click();
    await page.getByTestId('review-question-detail').waitFor();
    await page.getByTestId('review-answer-filter-incorrect').click();
    await page.locator('[data-testid=review-question-detail]:not([data-status=correct])').waitFor();
    if (!(await suitsTheTests(page))) continue;
    return new URL(page.url()).pathname;
  }
  throw new Error('eight sets without a missed question with English words and key words');
}

/** The first English word of 5+ letters in the explanation, and its box on screen. */
async function wordInExplanation(page: Page) {
  return page.evaluate(() => {
    const p = document.querySelector('[data-testid=review-explanation] [data-word-capture]')!;
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const match = /[A-Za-z]{5,}/.exec(node.textContent ?? '');
      if (!match) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      range.startContainer.parentElement!.scrollIntoView({ block: 'center' });
      const box = range.getBoundingClientRect();
      return { word: match[0], x: box.left, y: box.top + box.height / 2, right: box.right };
    }
    throw new Error('no English word in the explanation');
  });
}

/** Drags the mouse across the word, as a learner selects it. */
async function dragAcross(page: Page, box: { x: number; y: number; right: number }) {
  // A click first: pressing inside an earlier selection would drag that text instead.
  await page.mouse.click(box.x + 1, box.y);
  await page.mouse.move(box.x + 1, box.y);
  await page.mouse.down();
  await page.mouse.move((box.x + box.right) / 2, box.y, { steps: 4 });
  await page.mouse.move(box.right - 1, box.y, { steps: 4 });
  await page.mouse.up();
}

/**
 * Drags across the whole word until the selection holds it: on a loaded machine the mouse events
 * can arrive late enough that the first drag selects part of it, and a learner would drag again.
 */
async function selectWord(page: Page, box: { word: string; x: number; y: number; right: number }) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await dragAcross(page, box);
    const text = await page.evaluate(() => window.getSelection()?.toString().trim());
    if (text === box.word) return;
  }
  throw new Error(`could not select "${box.word}"`);
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

describe('words from practice and review into the notebook', () => {
  let context: BrowserContext;
  let page: Page;
  let reviewPath: string;
  let selected: string;
  /** The words the tests before put in the notebook (lower case): the offline one must be new. */
  const inNotebook = new Set<string>();

  beforeAll(async () => {
    ({ context, page } = await signedInPage(browser, baseURL, account, { serviceWorker: true }));
    reviewPath = await reviewOfMissedQuestion(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('selects a word of the explanation with the mouse → 添加到生词本, then once more → already there', async () => {
    // Too short: one letter selected shows nothing.
    const box = await wordInExplanation(page);
    selected = box.word;
    await dragAcross(page, { ...box, right: box.x + (box.right - box.x) / box.word.length });
    await page.waitForTimeout(300);
    expect(await page.getByTestId('word-capture-add').count()).toBe(0);

    await selectWord(page, box);
    const add = page.getByTestId('word-capture-add');
    await add.waitFor();
    // The button follows the selection 100 ms after it last changed (a drag passes through parts).
    await expect.poll(() => add.getAttribute('data-word')).toBe(selected);
    expect(await add.textContent()).toContain('添加到生词本');
    await screenshot(page, 'word-capture-popup-zh-desktop');
    await add.click();
    await toast(page, '已添加到生词本').waitFor();
    await add.waitFor({ state: 'detached' });

    await selectWord(page, await wordInExplanation(page));
    await expect.poll(() => add.getAttribute('data-word')).toBe(selected);
    await add.click();
    await toast(page, '已在生词本中，无需重复添加').waitFor();
  });

  it('adds the key words of the missed question in one click each', async () => {
    await page.getByTestId('key-words-toggle').click();
    const chips = page.getByTestId('key-word');
    await chips.first().waitFor();
    const words = await chips.evaluateAll((els) => els.map((el) => el.getAttribute('data-word')!));
    expect(words.length).toBeGreaterThanOrEqual(2);
    // The word added by selection already shows as added.
    const already = words.find((w) => w.toLowerCase() === selected.toLowerCase());
    if (already) {
      expect(await chips.filter({ hasText: already }).first().getAttribute('data-added')).toBe(
        'true',
      );
    }
    const fresh = words.filter((w) => w.toLowerCase() !== selected.toLowerCase()).slice(0, 2);
    for (const word of [selected, ...fresh]) inNotebook.add(word.toLowerCase());
    for (const word of fresh) {
      const chip = page.locator(`[data-testid=key-word][data-word="${word}"]`);
      await chip.click();
      await expect.poll(() => chip.getAttribute('data-added')).toBe('true');
    }
    await screenshot(page, 'word-capture-key-words-zh-desktop');

    const question = await page
      .getByTestId('review-question-detail')
      .locator('p[data-word-capture]')
      .first()
      .textContent();
    await page.getByTestId('nav-vocabulary').click();
    await page.getByTestId('word-card').first().waitFor();
    const cards = page.getByTestId('word-card');
    await expect.poll(() => cards.count()).toBe(3);
    const byWord = async (word: string) =>
      page
        .locator(`[data-testid=word-card][data-word="${word}"]`)
        .getByTestId('word-context')
        .textContent();
    expect(await byWord(selected)).toContain(selected);
    // Key words carry the question sentence (its blank filled in) as context.
    const [head] = (question ?? '').split(/-{3,}/);
    for (const word of fresh) expect(await byWord(word)).toContain(head!.trim().slice(0, 20));
    await screenshot(page, 'word-capture-notebook-zh-desktop');
  });

  it('keeps a word added offline and sends it when the browser is back online', async () => {
    await page.goto(reviewPath);
    await page.getByTestId('review-answer-filter-incorrect').click();
    // A word the notebook does not hold yet: one it held (the explanation's "neither" before the
    // question's "Neither", say) would come back as "already there", under the stored spelling.
    const passageWord = await page.evaluate(
      (taken) => {
        const p = document.querySelector(
          '[data-testid=review-question-detail] p[data-word-capture]',
        )!;
        const words = (p.textContent ?? '').match(/[A-Za-z]{6,}/g) ?? [];
        return words.find((word) => !taken.includes(word.toLowerCase()))!;
      },
      [...inNotebook],
    );
    await context.setOffline(true);
    // Select the word by script this time; the tap path is covered at 375 px below.
    await page.evaluate((word) => {
      const p = document.querySelector(
        '[data-testid=review-question-detail] p[data-word-capture]',
      )!;
      const node = p.firstChild!;
      const at = node.textContent!.indexOf(word);
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    }, passageWord);
    await page.getByTestId('word-capture-add').click();
    await toast(page, '暂存在本机').waitFor();
    const stored = await page.evaluate(
      () =>
        new Promise<unknown[]>((resolve, reject) => {
          const open = indexedDB.open('toeic-ace');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result
              .transaction('vocabularyWords')
              .objectStore('vocabularyWords')
              .getAll();
            request.onsuccess = () => resolve(request.result as unknown[]);
          };
        }),
    );
    expect(stored).toEqual([expect.objectContaining({ word: passageWord, sync: 'pending' })]);

    await context.setOffline(false);
    await toast(page, '同步到生词本').waitFor();
    await page.getByTestId('nav-vocabulary').click();
    await page.locator(`[data-testid=word-card][data-word="${passageWord}"]`).waitFor();
  });
});

describe('at 375 px with touch, and in English', () => {
  it('taps 添加到生词本 under a selection, and shows the screens in both languages', async () => {
    const context = await browser.newContext({
      baseURL,
      viewport: VIEWPORTS.mobile,
      hasTouch: true,
      isMobile: true,
      locale: 'zh-CN',
      ...WITHOUT_SERVICE_WORKER,
    });
    await context.addInitScript(
      ({ access, refresh }) => {
        if (localStorage.getItem('toeic-ace-access-token')) return;
        localStorage.setItem('toeic-ace-access-token', access);
        localStorage.setItem('toeic-ace-refresh-token', refresh);
      },
      { access: account.accessToken, refresh: account.refreshToken },
    );
    const page = await context.newPage();
    const path = await reviewOfMissedQuestion(page);
    const option = page.locator('[data-testid^=review-option-] [data-word-capture]').first();
    const text = (await option.textContent())!.trim();
    await option.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    });
    const add = page.getByTestId('word-capture-add');
    await add.waitFor();
    expect(await add.getAttribute('data-word')).toBe(text);
    await screenshot(page, 'word-capture-popup-zh-mobile');
    await add.tap();
    await expect
      .poll(
        async () =>
          (await toast(page, '已添加到生词本').count()) +
          (await toast(page, '已在生词本中').count()),
      )
      .toBe(1);
    // Grammar items whose options are all function words (unless / although …) offer no key
    // words: move on through the missed questions to one that does.
    const toggle = page.getByTestId('key-words-toggle');
    for (let i = 0; i < 5 && !(await toggle.isVisible()); i++) {
      const next = page.getByTestId('review-next');
      if (await next.isDisabled()) break;
      await next.tap();
      await page
        .locator('[data-testid=review-question-detail]:not([data-status=correct])')
        .waitFor();
    }
    await toggle.tap();
    await page.getByTestId('key-word').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(page, 'word-capture-key-words-zh-mobile');

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByTestId('language-selector').click();
    await page.getByTestId('language-option-en').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.getByTestId('review-answer-filter-incorrect').click();
      await page.getByTestId('key-words-toggle').click();
      await page.getByTestId('key-word').first().waitFor();
      expect(await page.getByTestId('key-words-panel').textContent()).toContain(
        'Key words of this question',
      );
      await screenshot(page, `word-capture-key-words-en-${size}`);
    }
    await context.close();
  });
});

/**
 * The box of the first English word of 4+ letters inside `selector`, scrolled into view once the
 * page has stopped scrolling (moving between questions scrolls smoothly).
 */
async function wordIn(page: Page, selector: string) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.scrollY === before)),
        );
      }),
  );
  return page.evaluate((css) => {
    const root = document.querySelector(css)!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const match = /[A-Za-z]{4,}/.exec(node.textContent ?? '');
      if (!match) continue;
      node.parentElement!.scrollIntoView({ block: 'center' });
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const box = range.getBoundingClientRect();
      return { word: match[0], x: box.left, y: box.top + box.height / 2, right: box.right };
    }
    throw new Error(`no English word in ${css}`);
  }, selector);
}

/** Selects `word` inside `selector` by script: what a long press or a keyboard selection leaves. */
function selectByScript(page: Page, selector: string, word: string) {
  return page.evaluate(
    ({ css, word }) => {
      const root = document.querySelector(css)!;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
        return;
      }
      throw new Error(`"${word}" is not in ${css}`);
    },
    { css: selector, word },
  );
}

/** Adds what the button offers and waits for the toast (added, or already there). */
async function addOffered(page: Page, expected: string, how: 'click' | 'tap' = 'click') {
  const add = page.getByTestId('word-capture-add');
  await add.waitFor();
  // The button follows the selection 100 ms after it last changed (a drag passes through "He").
  await expect.poll(() => add.getAttribute('data-word')).toBe(expected);
  await (how === 'tap' ? add.tap() : add.click());
  await expect
    .poll(
      async () =>
        (await toast(page, '已添加到生词本').count()) + (await toast(page, '已在生词本中').count()),
    )
    .toBeGreaterThan(0);
  await add.waitFor({ state: 'detached' });
}

/** Quits the set on screen, so /practice opens on the setup form again. */
async function quitSet(page: Page) {
  await page.getByTestId('practice-exit').click();
  await page.getByTestId('practice-exit-dialog-confirm').click();
  await page.getByTestId('practice-setup').waitFor();
}

describe('select to add during practice', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedInPage(browser, baseURL, account));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('adds a word of the question before answering (double-click), and of an option once answered (drag)', async () => {
    await page.goto('/practice');
    await startSet(page, { type: 'reading', part: 'part5', count: 5 });
    const text = '[data-testid=practice-question-text]';
    const box = await wordIn(page, text);
    await page.mouse.dblclick((box.x + box.right) / 2, box.y);
    await addOffered(page, box.word);

    // Options are buttons: before an answer their text is not offered, so a click chooses. The
    // test needs an option with a word of 4+ letters besides the chosen one; some questions have
    // none ("in", "on", "at", "by"), so those are answered and passed over.
    let index = 0;
    let chosen = 0;
    let pick: number | undefined;
    for (; index < 4 && pick === undefined; index += 1) {
      const long = await page.evaluate(() =>
        [0, 1, 2, 3].filter((i) =>
          /[A-Za-z]{4,}/.test(
            document.querySelector(`[data-testid=practice-option-${i}] > span:last-child`)
              ?.textContent ?? '',
          ),
        ),
      );
      pick = long.find((i) => i !== 1) ?? long[0];
      chosen = pick === 1 ? 0 : 1;
      await page.getByTestId(`practice-option-${chosen}`).click();
      await page.waitForFunction(
        (next) =>
          document.querySelector('[data-testid=practice-question]')?.getAttribute('data-index') ===
          String(next),
        index + 1,
      );
    }
    if (pick === undefined) throw new Error('no option with a word of 4+ letters in 4 questions');
    await page.getByTestId('practice-previous').click();
    // Back on the question just answered (the next one has options too, none offered yet).
    await page.waitForFunction(
      ({ at, option }) =>
        document.querySelector('[data-testid=practice-question]')?.getAttribute('data-index') ===
          String(at) &&
        document.querySelector(`[data-testid=practice-option-${option}] [data-word-capture]`),
      { at: index - 1, option: pick },
    );
    const option = page.getByTestId(`practice-option-${pick}`);
    const optionBox = await wordIn(
      page,
      `[data-testid=practice-option-${pick}] [data-word-capture]`,
    );
    // A drag alone (no click first, which would choose the option): its click ends a selection.
    await page.mouse.move(optionBox.x + 1, optionBox.y);
    await page.mouse.down();
    await page.mouse.move((optionBox.x + optionBox.right) / 2, optionBox.y, { steps: 4 });
    await page.mouse.move(optionBox.right - 1, optionBox.y, { steps: 4 });
    await page.mouse.up();
    // Selecting an option's text chose nothing: the answer is still the chosen one.
    expect(await page.getByTestId(`practice-option-${chosen}`).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await option.getAttribute('aria-checked')).toBe('false');
    await addOffered(page, optionBox.word);
  });

  it('adds a word of a Part 7 passage chosen with the keyboard: Tab reaches the button, Enter adds', async () => {
    await quitSet(page);
    await startSet(page, { type: 'reading', part: 'part7', count: 5 });
    const passage = '[data-testid=practice-passage]';
    await page.locator(passage).waitFor();
    const { word } = await wordIn(page, passage);
    await selectByScript(page, passage, word);
    const add = page.getByTestId('word-capture-add');
    await add.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'word-capture-add',
    );
    await page.keyboard.press('Enter');
    await toast(page, '已添加到生词本').first().waitFor();
    // Escape dismisses the button without adding.
    await selectByScript(page, passage, word);
    await add.waitFor();
    await page.keyboard.press('Escape');
    await add.waitFor({ state: 'detached' });
  });

  it('adds a word of a listening transcript once answered', async () => {
    await quitSet(page);
    await startSet(page, { type: 'listening', part: 'part3', count: 5 });
    await page.getByTestId('practice-option-0').click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=practice-question]')?.getAttribute('data-index') ===
        '1',
    );
    await page.getByTestId('practice-previous').click();
    const transcript = '[data-testid=practice-transcript] [data-word-capture]';
    await page.locator(transcript).waitFor();
    // The transcript's lines light up as they are spoken; the selection is made by script (the
    // mouse is covered on the question, an option and the review's explanation).
    const { word } = await wordIn(page, transcript);
    await selectByScript(page, transcript, word);
    await addOffered(page, word);
  });
});

describe('the practice screen at 390 px with touch', () => {
  it.each(['zh', 'ja', 'en'] as const)(
    'offers 添加到生词本 under a long-pressed word of the question (%s)',
    async (language) => {
      const { context, page } = await signedInPage(browser, baseURL, account, {
        viewport: { width: 390, height: 844 },
        language,
        touch: true,
      });
      await page.goto('/practice');
      await startSet(page, { type: 'reading', part: 'part5', count: 5 });
      const text = '[data-testid=practice-question-text]';
      const { word } = await wordIn(page, text);
      // A long press selects the word under the finger; Chromium's headless mode has no
      // gesture for it, so the selection it leaves is made by script.
      await selectByScript(page, text, word);
      const add = page.getByTestId('word-capture-add');
      await add.waitFor();
      const overflow = await page.evaluate(
        () => document.scrollingElement!.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `practice-word-capture-${language}-mobile`);
      await add.tap();
      await expect.poll(async () => page.locator('[data-sonner-toast]').count()).toBeGreaterThan(0);
      await add.waitFor({ state: 'detached' });
      await quitSet(page);
      await context.close();
    },
  );
});
