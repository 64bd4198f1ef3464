import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { promptOf, providerEnv, startFakeOpenAi, type FakeServer } from './support/fake-ai';
import {
  answer,
  answerAll,
  registerAccount,
  setTheme,
  signedInPage,
  startSet,
  type Account,
} from './support/practice';
import { startServer, type RunningServer } from './support/server';

/**
 * The AI tutor end to end: a real server configured with an OpenAI-compatible provider that is
 * a fake on 127.0.0.1 speaking the real wire format (streamed chat completions), driven from a
 * missed question on the review screen in Chromium.
 */
const TUTOR_REPLY =
  '**好问题！** 先看空格的位置：它修饰后面的词，所以要选*词性*正确的那一项。\n\n' +
  '- 先判断空格需要的词性\n- 再排除词性不符的选项，剩下的就是答案';
const ENGLISH_REPLY =
  '**Good question!** Look at what the blank modifies first: the answer must be the right ' +
  '*part of speech*.\n\n- Decide which part of speech fits\n- Rule out the options that do not';
const HOSTILE_REPLY =
  '看这里 <img src=x onerror="window.__tutorXss=1"> 还有 <script>window.__tutorXss=2</script> 结束';

let browser: Browser;
let fake: FakeServer;
let server: RunningServer;
let account: Account;
let sessionId: string;
let nextReply = TUTOR_REPLY;
let tokensPerSecond = 25;

const isTutorCall = (system: string) => system.includes('TOEIC Listening & Reading tutor');

interface Target {
  baseURL: string;
  account: Account;
}

async function call<T>({ baseURL, account }: Target, path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseURL}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.accessToken}` },
  });
  const body = (await res.json()) as { success: boolean; data: T; error?: unknown };
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body.error)}`);
  return body.data as T;
}

/** A finished Part 5 set through the API, every question but the last answered wrongly. */
async function missedSet(to: Target): Promise<string> {
  const session = await call<{ id: string }>(to, '/practice/sessions', {
    method: 'POST',
    body: JSON.stringify({
      sessionType: 'quick_practice',
      questionType: 'reading',
      difficulty: 3,
      categories: ['part5'],
      totalQuestions: 5,
    }),
  });
  const { questions } = await call<{ questions: { id: string; correctAnswer: number }[] }>(
    to,
    '/questions/generate',
    {
      method: 'POST',
      body: JSON.stringify({
        questionType: 'reading',
        questionCount: 5,
        difficulty: [3],
        categories: ['part5'],
        language: 'zh',
        sessionId: session.id,
      }),
    },
  );
  for (const [i, q] of questions.entries()) {
    const answer = i === questions.length - 1 ? q.correctAnswer : (q.correctAnswer + 1) % 4;
    await call(to, `/practice/sessions/${session.id}/answers`, {
      method: 'POST',
      body: JSON.stringify({ questionId: q.id, answer, timeSpent: 20 }),
    });
  }
  await call(to, `/practice/sessions/${session.id}/complete`, {
    method: 'POST',
    body: JSON.stringify({ userAnswers: [], timeSpent: 100 }),
  });
  return session.id;
}

/** What the learner sees (the panel is fixed to the window, so not a full-page shot). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR ?? join(import.meta.dirname, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

beforeAll(async () => {
  fake = await startFakeOpenAi({
    // The tutor streams its reply; anything else (question generation) is refused, so the
    // server falls back to its built-in bank.
    responder: (req) =>
      isTutorCall(promptOf(req).system)
        ? { stream: { text: nextReply, tokensPerSecond } }
        : { status: 400, message: 'not in this test' },
  });
  server = await startServer(providerEnv('openai', fake.url));
  browser = await launchBrowser();
  account = await registerAccount(server.baseURL, 'Tutor');
  sessionId = await missedSet({ baseURL: server.baseURL, account });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function openMissedQuestion(page: Page, id = sessionId) {
  await page.goto(`/review/${id}`);
  await page.getByTestId('review-question-detail').waitFor();
  await page.getByTestId('review-answer-filter-incorrect').click();
  await page.locator('[data-testid=review-question-detail][data-status=incorrect]').waitFor();
}

const assistantMessages = (page: Page) => page.getByTestId('chat-message-assistant');

describe('the AI tutor in the browser', () => {
  it('from a missed question in review: ask, watch the reply stream in, reopen it from history', async () => {
    const { context, page } = await signedInPage(browser, server.baseURL, account);
    await openMissedQuestion(page);
    // The floating button is there while a question is in context.
    await page.getByTestId('chat-button').waitFor();
    await page.getByTestId('ask-tutor').click();
    const panel = page.getByTestId('chat-panel');
    await panel.waitFor();
    expect(await panel.getByRole('heading').first().textContent()).toBe('与AI讨论');
    expect(await page.getByTestId('chat-context-type').textContent()).toBe('阅读');
    const box = (await panel.boundingBox())!;
    expect([box.width, box.height]).toEqual([520, 600]);
    expect(box.x).toBeLessThan(40);
    expect(box.y + box.height).toBeGreaterThan(VIEWPORTS.desktop.height - 40);

    await page.getByTestId('chat-empty').waitFor();
    await page.getByTestId('chat-input').fill('为什么不是B？');
    await page.getByTestId('chat-input').press('Enter');

    // Part of the reply is on screen while the rest is still being written.
    const partial = await page.waitForFunction(() => {
      const reply = document.querySelector(
        '[data-testid=chat-message-assistant][data-streaming=true]',
      );
      const text = reply?.textContent ?? '';
      return text.length > 0 && !text.includes('剩下的就是答案') ? text : false;
    });
    expect(((await partial.jsonValue()) as string).length).toBeGreaterThan(0);
    await page.getByTestId('chat-stop').waitFor();
    await page.locator('[data-testid=chat-message-assistant]:not([data-streaming])').waitFor();
    await page.getByTestId('chat-send').waitFor();
    const reply = assistantMessages(page).last();
    expect(await reply.textContent()).toContain('剩下的就是答案');
    expect(await reply.locator('strong').first().textContent()).toBe('好问题！');
    expect(await reply.locator('li').count()).toBe(2);
    await shoot(page, 'chat-panel-zh-desktop');

    // What the provider was told: the question, the key, the learner's choice, the language.
    const sent = fake.requests.filter((r) => isTutorCall(promptOf(r).system)).at(-1)!;
    expect(sent.stream).toBe(true);
    const { system, user } = promptOf(sent);
    expect(system).toContain('Simplified Chinese');
    expect(system).toMatch(/Correct answer: \([A-D]\)/);
    expect(system).toMatch(/The learner chose: \([A-D]\)/);
    expect(user).toContain('为什么不是B？');

    // Another question, then the first conversation again from the history.
    await page.getByTestId('chat-close').click();
    await page.getByTestId('review-next').click();
    await page.getByTestId('ask-tutor').click();
    await page.getByTestId('chat-empty').waitFor();
    await page.getByTestId('chat-open-history').click();
    const history = page.getByTestId('chat-history');
    await history.waitFor();
    await history.getByTestId('chat-history-item').nth(1).waitFor();
    expect(await history.getByTestId('chat-history-item').count()).toBe(2);
    expect(await history.textContent()).toContain('题目讨论');
    await shoot(page, 'chat-history-zh-desktop');
    await history
      .getByTestId('chat-history-item')
      .filter({ hasText: '2 条消息' })
      .getByTestId('chat-history-open')
      .click();
    await page.getByTestId('chat-message-user').filter({ hasText: '为什么不是B？' }).waitFor();
    expect(await assistantMessages(page).last().textContent()).toContain('剩下的就是答案');
    await context.close();
  });

  it('renders a reply holding <img onerror> and <script> as text, running nothing', async () => {
    nextReply = HOSTILE_REPLY;
    const { context, page } = await signedInPage(browser, server.baseURL, account);
    await openMissedQuestion(page);
    await page.getByTestId('ask-tutor').click();
    await page.getByTestId('chat-send').waitFor();
    await page.getByTestId('chat-input').fill('show me html');
    await page.getByTestId('chat-input').press('Enter');
    const reply = assistantMessages(page).last();
    await page
      .locator('[data-testid=chat-message-assistant]:not([data-streaming])')
      .last()
      .waitFor();
    await page.getByTestId('chat-send').waitFor();
    expect(await reply.textContent()).toContain('<img src=x onerror="window.__tutorXss=1">');
    expect(await reply.textContent()).toContain('<script>window.__tutorXss=2</script>');
    expect(await page.getByTestId('chat-messages').locator('img, script').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as { __tutorXss?: number }).__tutorXss),
    ).toBeUndefined();
    nextReply = TUTOR_REPLY;
    await context.close();
  });

  it('in practice the button appears once a question is answered and stays on the results', async () => {
    const { context, page } = await signedInPage(browser, server.baseURL, account);
    await page.goto('/practice');
    await startSet(page, { type: 'reading', part: 'part5', count: 5 });
    const button = page.getByTestId('chat-button');
    expect(await button.count()).toBe(0);
    await answer(page, 0);
    await button.waitFor();
    await answerAll(page, () => 1);
    await page.getByTestId('practice-results').waitFor();
    await button.click();
    await page.getByTestId('chat-panel').waitFor();
    expect(await page.getByTestId('chat-context-category').textContent()).toContain('Part 5');
    // Leaving the screen closes the panel and, with no question in context, the button goes.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('chat-panel').waitFor({ state: 'detached' });
    await button.waitFor({ state: 'detached' });
    await context.close();
  });

  it('stop ends the reply part-way; the server keeps what was written, marked interrupted', async () => {
    nextReply = `${TUTOR_REPLY}\n\n${'再举几个例子。'.repeat(30)}`;
    tokensPerSecond = 10;
    const abandonedBefore = fake.abandoned;
    const { context, page } = await signedInPage(browser, server.baseURL, account);
    await openMissedQuestion(page);
    await page.getByTestId('ask-tutor').click();
    await page.getByTestId('chat-send').waitFor();
    await page.getByTestId('chat-input').fill('再详细一点');
    await page.getByTestId('chat-input').press('Enter');
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid=chat-message-assistant][data-streaming=true]')
          ?.textContent?.length ?? 0) > 0,
    );
    await page.getByTestId('chat-stop').click();
    await page.getByTestId('chat-message-interrupted').waitFor();
    const shown = (await assistantMessages(page).last().textContent())!;
    // The server stored the reply as far as it got, and stopped asking the provider.
    const to = { baseURL: server.baseURL, account };
    await expect
      .poll(async () => {
        const { sessions } = await call<{ sessions: { id: string }[] }>(
          to,
          '/chat?action=sessions&limit=1',
        );
        const detail = await call<{ messages: { content: string; interrupted: boolean }[] }>(
          to,
          `/chat?action=session&sessionId=${sessions[0]!.id}`,
        );
        return detail.messages.at(-1)?.interrupted ?? false;
      })
      .toBe(true);
    const { sessions } = await call<{ sessions: { id: string }[] }>(
      to,
      '/chat?action=sessions&limit=1',
    );
    const detail = await call<{ messages: { content: string }[] }>(
      to,
      `/chat?action=session&sessionId=${sessions[0]!.id}`,
    );
    const stored = detail.messages.at(-1)!.content;
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThan(nextReply.length);
    expect(nextReply.startsWith(stored)).toBe(true);
    // The screen shows the reply as far as it had arrived, the server may have written a few
    // characters more before it saw the stop; both begin alike (markdown marks aside).
    const label = (await page.getByTestId('chat-message-interrupted').textContent())!;
    const shownWords = shown.replace(label, '').replace(/\*/g, '').trim();
    const storedWords = stored.replace(/\*/g, '');
    const common = Math.min(3, shownWords.length);
    expect(common).toBeGreaterThan(0);
    expect(shownWords.slice(0, common)).toBe(storedWords.slice(0, common));
    await expect.poll(() => fake.abandoned).toBeGreaterThan(abandonedBefore);
    nextReply = TUTOR_REPLY;
    tokensPerSecond = 25;
    await context.close();
  });

  it('at 375 px the panel fills the screen; shots in zh and en at both widths', async () => {
    for (const language of ['zh', 'en'] as const) {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const { context, page } = await signedInPage(browser, server.baseURL, account, {
          viewport,
          language,
        });
        await openMissedQuestion(page);
        const button = page.getByTestId('chat-button');
        await button.waitFor();
        const at = (await button.boundingBox())!;
        expect([at.width, at.height]).toEqual([56, 56]);
        await shoot(page, `chat-button-${language}-${size}`);
        await button.click();
        const panel = page.getByTestId('chat-panel');
        await page.getByTestId('chat-send').waitFor();
        nextReply = language === 'en' ? ENGLISH_REPLY : TUTOR_REPLY;
        await page
          .getByTestId('chat-input')
          .fill(language === 'en' ? 'Why not B?' : '为什么不是B？');
        await page.getByTestId('chat-input').press('Enter');
        await page.locator('[data-testid=chat-message-assistant]:not([data-streaming])').waitFor();
        if (size === 'mobile') {
          const box = (await panel.boundingBox())!;
          expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 375, 812]);
        }
        await shoot(page, `chat-panel-${language}-${size}`);
        await context.close();
      }
    }
  });
});

describe('select to add in a tutor reply', () => {
  it.each([
    ['zh', TUTOR_REPLY, '词性'],
    ['ja', TUTOR_REPLY, '词性'],
    ['en', ENGLISH_REPLY, 'question'],
  ] as const)(
    'at 390 px (%s): a word of the streamed reply goes into the notebook as a tutor word',
    async (language, reply, word) => {
      nextReply = reply;
      const { context, page } = await signedInPage(browser, server.baseURL, account, {
        viewport: { width: 390, height: 844 },
        language,
      });
      await openMissedQuestion(page);
      await page.getByTestId('ask-tutor').click();
      await page.getByTestId('chat-send').waitFor();
      await page.getByTestId('chat-input').fill('why?');
      await page.getByTestId('chat-input').press('Enter');
      const finished = page
        .locator('[data-testid=chat-message-assistant]:not([data-streaming])')
        .last();
      await finished.waitFor();
      await page.getByTestId('chat-send').waitFor();

      // The selection a long press (or a drag) leaves on the reply's word.
      await finished.evaluate((bubble, text) => {
        const walker = document.createTreeWalker(bubble, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(text);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + text.length);
          document.getSelection()!.removeAllRanges();
          document.getSelection()!.addRange(range);
          return;
        }
        throw new Error(`"${text}" is not in the reply`);
      }, word);
      const add = page.getByTestId('word-capture-add');
      await add.waitFor();
      await expect.poll(() => add.getAttribute('data-word')).toBe(word);
      // The button shows above the panel, which fills the phone's screen.
      expect(
        await add.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return button.contains(top);
        }),
      ).toBe(true);
      await shoot(page, `chat-word-capture-${language}-mobile`);
      await add.click();
      await add.waitFor({ state: 'detached' });

      const { words } = await call<{
        words: { word: string; sourceType: string; context: string }[];
      }>(
        { baseURL: server.baseURL, account },
        `/vocabulary/words?words=${encodeURIComponent(word)}`,
      );
      expect(words[0]).toMatchObject({ word, sourceType: 'tutor' });
      expect(words[0]!.context).toContain(word);
      nextReply = TUTOR_REPLY;
      await context.close();
    },
  );
});

describe('the AI tutor in the dark theme', () => {
  it('keeps the panel readable', async () => {
    await setTheme(server.baseURL, account, 'dark');
    nextReply = TUTOR_REPLY;
    const { context, page } = await signedInPage(browser, server.baseURL, account);
    await openMissedQuestion(page);
    await page.getByTestId('chat-button').click();
    await page.getByTestId('chat-send').waitFor();
    await page.getByTestId('chat-input').fill('为什么不是B？');
    await page.getByTestId('chat-input').press('Enter');
    await page
      .locator('[data-testid=chat-message-assistant]:not([data-streaming])')
      .last()
      .waitFor();
    await shoot(page, 'chat-panel-zh-desktop-dark');
    await setTheme(server.baseURL, account, 'light');
    await context.close();
  });
});

describe('the AI tutor without an AI provider', () => {
  it('explains that the tutor needs a key and shows the stored explanation', async () => {
    // The suite's shared server runs with AI_PROVIDER=none.
    const baseURL = inject('baseURL');
    const learner = await registerAccount(baseURL, 'NoKey');
    const id = await missedSet({ baseURL, account: learner });
    const { context, page } = await signedInPage(browser, baseURL, learner);
    await openMissedQuestion(page, id);
    const explanation = (await page.getByTestId('review-explanation').locator('p').textContent())!;
    await page.getByTestId('chat-button').click();
    const notice = page.getByTestId('chat-not-configured');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('AI 助教需要配置 AI 密钥才能回答');
    expect(await page.getByTestId('chat-fallback-explanation').textContent()).toContain(
      explanation.trim(),
    );
    expect(await page.getByTestId('chat-input').count()).toBe(0);
    await shoot(page, 'chat-no-provider-zh-desktop');
    await context.close();
  });

  it('scrolls back through a long conversation a page at a time', async () => {
    const long = await registerAccount(server.baseURL, 'Long');
    const set = await missedSet({ baseURL: server.baseURL, account: long });
    // A conversation of 130 messages, brought in the way a long local history arrives.
    const count = 130;
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1, 8, 0, i)).toISOString();
    const messages = Array.from({ length: count }, (_, i) => ({
      id: `local-m-${i + 1}`,
      sessionId: 'local-chat',
      role: i % 2 ? 'assistant' : 'user',
      content: `第 ${i + 1} 条消息`,
      timestamp: at(i),
    }));
    await call({ baseURL: server.baseURL, account: long }, '/migration/import', {
      method: 'POST',
      body: JSON.stringify({
        chatData: {
          sessions: [
            { id: 'local-chat', questionId: null, createdAt: at(0), updatedAt: at(count) },
          ],
          messages,
        },
      }),
    });
    const { context, page } = await signedInPage(browser, server.baseURL, long);
    const reads: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('action=session&')) reads.push(new URL(req.url()).search);
    });
    await openMissedQuestion(page, set);
    await page.getByTestId('ask-tutor').click();
    await page.getByTestId('chat-empty').waitFor();
    await page.getByTestId('chat-open-history').click();
    const history = page.getByTestId('chat-history');
    reads.length = 0;
    await history
      .getByTestId('chat-history-item')
      .filter({ hasText: 'AI对话' })
      .getByTestId('chat-history-open')
      .click();

    const bubbles = page.getByTestId('chat-messages').locator(':scope > li');
    await page.getByText(`第 ${count} 条消息`).waitFor();
    expect(await bubbles.count()).toBe(50);
    expect(await page.getByText('第 1 条消息', { exact: true }).count()).toBe(0);
    // The newest message is in view at the bottom.
    expect(await page.getByText(`第 ${count} 条消息`).isVisible()).toBe(true);

    // Scrolling up with the wheel reads the earlier pages, each put above what is shown.
    const scroller = page.getByTestId('chat-scroll');
    const box = (await scroller.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const seen: number[] = [];
    for (
      let i = 0;
      i < 60 && (await page.getByText('第 1 条消息', { exact: true }).count()) === 0;
      i++
    ) {
      await page.mouse.wheel(0, -1200);
      await page.waitForTimeout(150);
      const n = await bubbles.count();
      if (seen.at(-1) !== n) seen.push(n);
    }
    await page.getByText('第 1 条消息', { exact: true }).waitFor();
    // The last page may land between the loop's count and its check for the first message.
    const shown = await bubbles.count();
    if (seen.at(-1) !== shown) seen.push(shown);
    expect(seen.at(-1)).toBe(count);
    expect(seen).toContain(100);
    const texts = await bubbles.allTextContents();
    expect(texts.map((t) => Number(/第 (\d+) 条/.exec(t)?.[1]))).toEqual(
      Array.from({ length: count }, (_, i) => i + 1),
    );
    // One read per page: the newest, then two earlier ones; never the whole history at once.
    expect(reads).toHaveLength(3);
    expect(reads.slice(1).every((q) => q.includes('before='))).toBe(true);
    await shoot(page, 'chat-panel-scrolled-back-zh-desktop');
    await context.close();
  }, 90_000);
});
