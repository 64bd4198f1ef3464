import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { registerAccount, signedInPage, type Account } from './support/practice';

/**
 * The notebook as a learner meets it: a phone-sized screen with any word and note,
 * import on an empty notebook, quiet definitions for words the dictionary lacks, the word rules,
 * and what the screens say while the server is out of reach.
 */
const baseURL = inject('baseURL');
const PHONE = { width: 390, height: 844 };
const LANGUAGES = ['zh', 'ja', 'en'] as const;
/** 100 letters, no break opportunity: the longest word the notebook takes. */
const LONG_WORD = 'pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(3).slice(0, 100);
const LONG_NOTE = 'Remember: '.padEnd(2_000, 'supercalifragilistic');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function call<T>(account: Account, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${account.accessToken}`,
    },
  });
  const body = (await res.json()) as { success: boolean; data: T; error?: unknown };
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body.error)}`);
  return body.data;
}

const addWord = (account: Account, body: object) =>
  call<{ id: string }>(account, '/vocabulary/words', {
    method: 'POST',
    body: JSON.stringify(body),
  });

/** How far the page is wider than the window (0 when nothing sticks out sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Look-ups of definitions the page sends from now on. */
function lookups(page: Page) {
  const sent: string[] = [];
  const onRequest = (request: Request) => {
    if (request.url().endsWith('/api/vocabulary/definition')) {
      sent.push((request.postDataJSON() as { word: string }).word);
    }
  };
  page.on('request', onRequest);
  return { sent, stop: () => page.off('request', onRequest) };
}

describe('a new learner arriving with a word list', () => {
  let account: Account;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    account = await registerAccount(baseURL, 'Lists');
    ({ context, page } = await signedInPage(browser, baseURL, account, { viewport: PHONE }));
  });
  afterAll(() => context?.close());

  it('can import on an empty notebook (with an example of the columns); export comes with words', async () => {
    await page.goto('/vocabulary');
    await page.getByTestId('vocabulary-empty').waitFor();
    await page.getByTestId('import-button').waitFor();
    expect(await page.getByTestId('import-csv-example').textContent()).toContain(
      'word,definition,notes',
    );
    expect(await page.getByTestId('export-json').count()).toBe(0);
    await screenshot(page, 'notebook-empty-import-zh-mobile');

    const watch = lookups(page);
    await page.getByTestId('import-input').setInputFiles({
      name: 'my-words.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'word,definition,notes\nthe same as,和……一样,from my teacher\ninvoice,,\n',
      ),
    });
    await page.getByTestId('import-summary').waitFor();
    const card = page.locator('[data-testid=word-card][data-word="the same as"]');
    await card.waitFor();
    await page.getByTestId('export-json').waitFor();
    expect(await page.getByTestId('import-csv-example').count()).toBe(0);

    // The dictionary lacks the phrase: said quietly, the learner's definition shown as theirs.
    const notice = card.getByTestId('definition-not-found');
    await notice.waitFor({ timeout: 45_000 });
    expect(await notice.textContent()).toContain('离线词典中没有这个词');
    expect(await card.locator('[role=alert]').count()).toBe(0);
    expect(await card.getByTestId('definition-retry').count()).toBe(0);
    const definition = card.getByTestId('word-definition');
    expect(await definition.getAttribute('data-source')).toBe('learner');
    expect(await definition.textContent()).toBe('你的释义和……一样');

    // Imported without a definition: the look-up's equivalents are the dictionary's, not 你的释义.
    const invoice = page.locator('[data-testid=word-card][data-word="invoice"]');
    await invoice.getByTestId('word-meanings').waitFor({ timeout: 45_000 });
    const equivalents = invoice.getByTestId('word-definition');
    expect(await equivalents.getAttribute('data-source')).toBe('dictionary');
    expect(await equivalents.textContent()).toMatch(/^词典对应词.*发票/);
    expect([...watch.sent].sort()).toEqual(['invoice', 'the same as']);
    await screenshot(page, 'notebook-not-in-dictionary-zh-mobile');

    // The next visit asks nobody: the answer "not found" is kept in the browser like a definition,
    // and the stored equivalents keep their source.
    await page.reload();
    await card.getByTestId('definition-not-found').waitFor();
    expect(await equivalents.getAttribute('data-source')).toBe('dictionary');
    expect(watch.sent).toHaveLength(2);
    watch.stop();

    await card.getByTestId('definition-ask-tutor').click();
    await page.getByTestId('chat-panel').waitFor();
  });
});

describe('any word and any note at 390 px', () => {
  let account: Account;

  beforeAll(async () => {
    account = await registerAccount(baseURL, 'Layout');
    const { id } = await addWord(account, {
      word: LONG_WORD,
      context: `In the report, ${LONG_WORD} appeared twice.`,
    });
    await call(account, `/vocabulary/words/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ notes: LONG_NOTE }),
    });
  });

  it.each(LANGUAGES)(
    'keeps /vocabulary and /vocabulary/review inside the screen (%s)',
    async (language) => {
      const { context, page } = await signedInPage(browser, baseURL, account, {
        viewport: PHONE,
        language,
      });
      await page.goto('/vocabulary');
      const card = page.getByTestId('word-card').first();
      await card.waitFor();
      expect(await card.getAttribute('data-word')).toBe(LONG_WORD);
      await card.getByTestId('word-notes').waitFor();
      // Longer than any dictionary entry: quietly not in the dictionary, not a failed look-up.
      await card.getByTestId('definition-not-found').waitFor();
      expect(await card.getByTestId('definition-failed').count()).toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // The whole word and note are there to read (wrapped, never cut).
      expect(await card.locator('h3').textContent()).toBe(LONG_WORD);
      expect((await card.getByTestId('word-notes').textContent())?.length).toBe(2_000);
      await screenshot(page, `notebook-long-word-${language}-mobile`);

      await page.goto('/vocabulary/review');
      await page.getByTestId('review-word').waitFor();
      expect(await page.getByTestId('review-word').textContent()).toBe(LONG_WORD);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.getByTestId('show-answer').click();
      await page.getByTestId('review-answer').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `flashcards-long-word-${language}-mobile`);
      await context.close();
    },
  );

  it('says what is wrong with a typed word or note instead of cutting or failing', async () => {
    const { context, page } = await signedInPage(browser, baseURL, account, { viewport: PHONE });
    await page.goto('/vocabulary');
    await page.getByTestId('word-card').first().waitFor();
    const input = page.getByTestId('add-word-input');
    const error = page.getByTestId('add-word-error');

    await input.fill(LONG_WORD.toUpperCase());
    await input.press('Enter');
    await expect.poll(() => error.textContent()).toContain('已在生词本中');
    // A whitespace-only add: the old "already there" goes.
    await input.fill('   ');
    await input.press('Enter');
    expect(await error.textContent()).toBe('请输入一个单词');

    await input.fill('a');
    await input.press('Enter');
    expect(await error.textContent()).toContain('至少要有 2 个字母');
    await input.fill('<b>bold</b>');
    await input.press('Enter');
    expect(await error.textContent()).toContain('不能包含');

    // Typed past 100 characters: nothing is cut, and the form says so as it happens.
    await input.fill('');
    await input.pressSequentially('x'.repeat(120));
    expect((await input.inputValue()).length).toBe(120);
    expect(await error.textContent()).toBe('单词最多 100 个字符，现在有 120 个');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    const card = page.getByTestId('word-card').first();
    await card.getByTestId('notes-edit').click();
    await card.getByTestId('notes-input').fill('n'.repeat(6_000));
    expect(await card.getByTestId('notes-counter').textContent()).toBe(
      '笔记最多 2000 个字符，已超出 4000 个',
    );
    expect(await card.getByTestId('notes-save').isDisabled()).toBe(true);
    await screenshot(page, 'notebook-limits-zh-mobile');
    await context.close();
  });
});

describe('with the server out of reach', () => {
  let account: Account;
  let context: BrowserContext;
  let page: Page;
  /** Calls to the API from the page; while `down`, each is refused as by a stopped server. */
  const requests: string[] = [];
  let down = false;

  beforeAll(async () => {
    account = await registerAccount(baseURL, 'Outage');
    await addWord(account, { word: 'invoice' });
    await addWord(account, { word: 'deadline' });
    ({ context, page } = await signedInPage(browser, baseURL, account, { viewport: PHONE }));
    await context.route('**/api/**', async (route) => {
      const url = new URL(route.request().url());
      requests.push(`${route.request().method()} ${url.pathname}`);
      if (down) await route.abort('connectionrefused');
      else await route.continue();
    });
  });
  afterAll(() => context?.close());

  const countOf = (call: string) => requests.filter((r) => r === call).length;

  it('shows each screen’s error and retry after one attempt, and recovers by itself', async () => {
    // The learner is signed in and reading when the server goes away.
    await page.goto('/practice');
    await page.getByTestId('practice-setup').waitFor();
    down = true;

    for (const [path, read, errorId] of [
      ['/vocabulary', 'GET /api/vocabulary/words', 'vocabulary-error'],
      ['/vocabulary/review', 'GET /api/vocabulary/review', 'review-load-error'],
      ['/review', 'GET /api/practice/sessions', 'review-error'],
    ] as const) {
      const before = countOf(read);
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByTestId(errorId).waitFor();
      // One attempt, its failure shown at once (the client's 1 s + 2 s + 4 s retries came first).
      expect(countOf(read) - before).toBe(1);
      expect(await page.getByTestId(errorId).textContent()).toMatch(/网络|连接|加载/);
      if (path === '/vocabulary') {
        // Nothing is known of the notebook: no count, and no "empty notebook" example either.
        expect(await page.getByTestId('filter-all').textContent()).toBe('全部');
        expect(await page.getByTestId('import-csv-example').count()).toBe(0);
      }
      await screenshot(page, `outage${path.replaceAll('/', '-')}-zh-mobile`);
      // Tried again in the background …
      await expect.poll(() => countOf(read) - before, { timeout: 10_000 }).toBeGreaterThan(1);
    }

    // … so once the server is back, the screen fills in without a click.
    down = false;
    await page.getByTestId('review-error').waitFor({ state: 'detached', timeout: 20_000 });
    down = true;
  });

  it('never shows counts that contradict each other while failing', async () => {
    down = false;
    await page.goto('/vocabulary');
    await page.getByTestId('word-card').first().waitFor();
    expect(await page.getByTestId('filter-all').textContent()).toBe('全部 (2)');
    down = true;
    await page.getByTestId('vocabulary-search').fill('inv');
    // The search cannot be answered: no number rather than a 0 beside the stats' figures.
    await page.getByTestId('vocabulary-error').waitFor();
    expect(await page.getByTestId('filter-all').textContent()).toBe('全部');
    expect(await page.getByTestId('filter-mastered').textContent()).toBe('已掌握');
    await page.getByTestId('vocabulary-search').fill('');
    await expect.poll(() => page.getByTestId('filter-all').textContent()).toBe('全部 (2)');
  });

  it('says so when a set cannot start, and runs the offline set only when asked', async () => {
    down = true;
    await page.goto('/practice');
    const before = countOf('POST /api/practice/sessions');
    await page.getByTestId('practice-setup').waitFor();
    await page.getByTestId('practice-start').click();
    const notice = page.getByTestId('practice-unreachable');
    await notice.waitFor();
    expect(countOf('POST /api/practice/sessions') - before).toBe(1);
    expect(await notice.textContent()).toContain('连不上服务器');
    expect(await page.getByTestId('practice-question').count()).toBe(0);
    await screenshot(page, 'practice-unreachable-zh-mobile');

    await page.getByTestId('practice-start-offline').click();
    await page.getByTestId('practice-question').waitFor();
    await page.getByTestId('practice-offline').waitFor();
    down = false;
  });
});
