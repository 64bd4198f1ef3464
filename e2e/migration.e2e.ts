import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MIGRATION } from '@toeic-ace/contract';
import { launchBrowser, newPage, screenshot, uniqueEmail, VIEWPORTS } from './support/browser';
import { registerByEmail, signInByForm } from './support/email-account';
import { answerAll, serverSessions, startOfflineSet } from './support/practice';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The sets this browser's local database holds, read with the raw IndexedDB API. */
const localSessions = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; score: number | null; offline: boolean; migratedAt?: string }[]>(
        (resolve, reject) => {
          const open = indexedDB.open('toeic-ace');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const all = db.transaction('practiceSessions').objectStore('practiceSessions').getAll();
            all.onsuccess = () => {
              resolve(all.result);
              db.close();
            };
            all.onerror = () => reject(all.error);
          };
        },
      ),
  );

/** Saves the screenshot where the team looks at them, besides e2e/screenshots. */
async function shoot(page: Page, name: string) {
  await screenshot(page, name);
  const shared = '/work/wt/shots/migration';
  try {
    mkdirSync(shared, { recursive: true });
    copyFileSync(
      join(import.meta.dirname, 'screenshots', `${name}.png`),
      join(shared, `${name}.png`),
    );
  } catch {
    // Only on the team's machine; CI keeps e2e/screenshots.
  }
}

async function shootBoth(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // From the top, so the sticky header sits where it belongs in the full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await shoot(page, `${name}-${size}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

const register = (email: string) => registerByEmail(baseURL, email, 'Offline');

async function signIn(page: Page, email: string) {
  await signInByForm(page, email);
  await page.getByText('登录成功！').waitFor();
}

const count = (page: Page, testId: string) =>
  page.getByTestId(testId).getAttribute('data-count').then(Number);

describe('migrating local data into the account', () => {
  it('practise offline, sign in, migrate, see the set in /review; again → nothing new', async () => {
    const email = uniqueEmail('migration');
    await register(email);
    const { context, page } = await newPage(browser, baseURL, undefined, { serviceWorker: true });
    await page.goto('/');
    await signIn(page, email);

    // The practice screen is loaded, then the network goes: the learner takes the offline set.
    await page.getByTestId('nav-practice').click();
    await page.getByTestId('practice-setup').waitFor();
    await context.setOffline(true);
    await startOfflineSet(page, { type: 'reading', part: 'part5', count: 5 });
    await answerAll(page, () => 0);
    const [offlineSet] = await localSessions(page);
    expect(offlineSet).toMatchObject({ offline: true });
    await context.setOffline(false);

    // Sign out and back in with the password: the set not yet migrated stays in the browser.
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    await page.getByTestId('header-login').waitFor();
    await signIn(page, email);
    expect((await localSessions(page)).map((s) => s.id)).toEqual([offlineSet!.id]);

    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-migration').click();
    await page.waitForURL((url) => url.pathname === '/migration');
    await expect.poll(() => page.getByTestId('local-sessions').textContent()).toBe('1');
    await expect.poll(() => page.getByTestId('server-sessions').textContent()).toBe('0');
    expect(await page.getByTestId('migration-recommendation').getAttribute('data-advice')).toBe(
      'recommended',
    );
    expect(await page.getByTestId('migration-verify').isDisabled()).toBe(true);
    await shootBoth(page, 'migration-before-zh');

    await page.getByTestId('migration-start').click();
    await page.getByTestId('migration-success').waitFor();
    expect(await count(page, 'migration-migrated-sessions')).toBe(1);
    expect(await page.getByTestId('migration-percent').textContent()).toBe('100%');
    for (const step of ['check', 'extract', 'upload', 'validate']) {
      expect(await page.getByTestId(`migration-step-${step}`).getAttribute('data-status')).toBe(
        'completed',
      );
    }
    expect(await page.getByTestId('server-sessions').textContent()).toBe('1');
    await page.getByTestId('migration-verify').click();
    expect(await page.getByTestId('migration-verification').getAttribute('data-ok')).toBe('true');
    await shootBoth(page, 'migration-after-zh');

    // The set is an ordinary session of the account, scored by the server as it was locally.
    const { sessions } = await serverSessions(page, baseURL);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ completed: true, score: offlineSet!.score });
    await page.getByTestId('nav-review').click();
    await page.getByTestId('review-session-row').first().waitFor();
    expect(await page.getByTestId('review-session-row').count()).toBe(1);
    // Migration deletes nothing locally; the row now knows it is on the server.
    const [after] = await localSessions(page);
    expect(after).toMatchObject({ id: offlineSet!.id });
    expect(after!.migratedAt).toBeTruthy();

    // Again: nothing new, the set is skipped.
    await page.goto('/migration');
    await expect.poll(() => page.getByTestId('server-sessions').textContent()).toBe('1');
    // The browser's counts come in on their own (the local database loads on first use).
    await expect
      .poll(() => page.getByTestId('migration-recommendation').getAttribute('data-advice'))
      .toBe('alreadyHasData');
    await page.getByTestId('migration-start').click();
    await page.getByTestId('migration-success').waitFor();
    expect(await count(page, 'migration-migrated-sessions')).toBe(0);
    expect(await count(page, 'migration-skipped-sessions')).toBe(1);
    expect((await serverSessions(page, baseURL)).sessions).toHaveLength(1);

    // Settings → local data: the export bundle downloads with every local table.
    await page.goto('/settings');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('local-data-export').click(),
    ]);
    const file = await download.path();
    const bundle = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown[]>;
    expect(Object.keys(bundle).sort()).toEqual(
      [
        'chatSessions',
        'exportDate',
        'preferences',
        'questions',
        'sessions',
        'vocabularyWords',
        'wrongQuestions',
      ].sort(),
    );
    expect(bundle.sessions).toHaveLength(1);
    expect(bundle.questions!.length).toBeGreaterThanOrEqual(5);
    // Every wrong answer of the finished set was recorded.
    const wrong = offlineSet!.score === null ? 0 : 5 - Math.round((offlineSet!.score / 100) * 5);
    expect(bundle.wrongQuestions).toHaveLength(wrong);
    await page.getByTestId('local-data-section').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/settings-local-data.png' });
    try {
      mkdirSync('/work/wt/shots/migration', { recursive: true });
      copyFileSync(
        '/tmp/settings-local-data.png',
        '/work/wt/shots/migration/settings-local-data-zh-desktop.png',
      );
    } catch {
      // Only on the team's machine.
    }
    await page.goto('/migration');

    // The same screen in English.
    await page.getByTestId('language-selector').click();
    await page.getByTestId('language-option-en').click();
    await page.getByText('Data migration', { exact: true }).first().waitFor();
    await shootBoth(page, 'migration-after-en');
    await context.close();
  });

  it('a heavy browser migrates in batches: the bar moves per call, unsafe links are listed', async () => {
    const email = uniqueEmail('migration-heavy');
    await register(email);
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/');
    await signIn(page, email);
    await page.goto('/migration');
    await expect.poll(() => page.getByTestId('server-sessions').textContent()).toBe('0');

    // A browser used for months: more words and chat messages than one call carries, and a set
    // whose photo question points at script.
    const words = MIGRATION.batch.words + 500;
    const messages = MIGRATION.batch.messages + 100;
    await page.evaluate(
      ({ words, messages }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('toeic-ace');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(
              ['vocabularyWords', 'chatSessions', 'chatHistory', 'practiceSessions'],
              'readwrite',
            );
            const at = (i: number) => new Date(Date.UTC(2026, 9, 1) + i * 1000).toISOString();
            for (let i = 0; i < words; i++) {
              tx.objectStore('vocabularyWords').put({
                id: `local-w-${i}`,
                word: `batchword${i}`,
                sourceType: 'manual',
                sourceId: null,
                addedAt: at(i),
                mastered: 0,
                phonetic: null,
                meanings: [],
                language: 'zh',
                reading: null,
                jlpt: [],
                commonality: null,
                context: `Sentence with batchword${i} in it.`,
                definition: null,
                notes: null,
              });
            }
            // Conversations below the tutor's cap of messages each.
            for (let c = 0; c < 6; c++) {
              tx.objectStore('chatSessions').put({
                id: `local-chat-${c}`,
                questionId: null,
                createdAt: at(0),
                updatedAt: at(messages),
              });
            }
            for (let i = 0; i < messages; i++) {
              tx.objectStore('chatHistory').put({
                id: `local-m-${i}`,
                questionId: null,
                sessionId: `local-chat-${i % 6}`,
                timestamp: at(i),
                role: i % 2 ? 'assistant' : 'user',
                content: `Message ${i} about the quarterly report and its deadline.`,
              });
            }
            const question = (n: number) => ({
              id: `local-q-${n}`,
              type: 'listening',
              category: 'part1',
              part: 1,
              difficulty: 2,
              question: `Look at the picture ${n}.`,
              options: ['A man is typing.', 'A woman is reading.', 'They are leaving.'],
              correctAnswer: 0,
              tags: [],
              imageUrl: n === 0 ? 'javascript:alert(document.cookie)' : `/images/photo-${n}.png`,
            });
            tx.objectStore('practiceSessions').put({
              id: 'local-photo-set',
              userId: null,
              serverSessionId: null,
              questions: [0, 1, 2].map(question),
              userAnswers: [0, 0, 1],
              answerTimes: [10, 10, 10],
              startTime: at(0),
              endTime: at(30),
              completed: 1,
              timeSpent: 30,
            });
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      { words, messages },
    );
    await page.reload();
    // Counting 2 500 words and 2 100 messages in the browser database takes seconds on a busy
    // machine.
    await expect
      .poll(() => page.getByTestId('local-words').textContent(), { timeout: 30_000 })
      .toBe(String(words));
    await expect
      .poll(() => page.getByTestId('local-messages').textContent(), { timeout: 30_000 })
      .toBe(String(messages));

    // Every call the page makes, and every value the bar shows while they go.
    const calls: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/migration/import')) {
        calls.push(Buffer.byteLength(request.postData() ?? ''));
      }
    });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { percents: string[] }).percents = seen;
      new MutationObserver(() => {
        const shown = document.querySelector('[data-testid="migration-percent"]')?.textContent;
        if (shown && seen.at(-1) !== shown) seen.push(shown);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByTestId('migration-start').click();
    await page.getByTestId('migration-success').waitFor({ timeout: 120_000 });

    // Sets, two calls of words, the conversation, two calls of messages.
    expect(calls).toHaveLength(6);
    expect(Math.max(...calls)).toBeLessThanOrEqual(MIGRATION.maxPerCall.bytes);
    const percents = await page.evaluate(
      () => (window as unknown as { percents: string[] }).percents,
    );
    const between = percents.map((p) => Number.parseInt(p, 10)).filter((p) => p > 50 && p < 90);
    expect(new Set(between).size).toBeGreaterThanOrEqual(4);
    expect(percents.at(-1)).toBe('100%');

    expect(await count(page, 'migration-migrated-words')).toBe(words);
    expect(await count(page, 'migration-migrated-messages')).toBe(messages);
    expect(await count(page, 'migration-migrated-sessions')).toBe(1);
    expect(await count(page, 'migration-migrated-chatSessions')).toBe(6);
    const dropped = page.getByTestId('migration-dropped-links');
    expect(await dropped.textContent()).toContain('已移除 1 个链接');
    expect(await dropped.textContent()).toContain('local-photo-set');
    expect(await dropped.textContent()).toContain('questions.0.imageUrl');
    await page.getByTestId('migration-verify').click();
    expect(await page.getByTestId('migration-verification').getAttribute('data-ok')).toBe('true');
    await dropped.scrollIntoViewIfNeeded();
    await shootBoth(page, 'migration-batches-zh');

    // The set's own photos are kept; the script link never reached the account.
    const server = await serverSessions(page, baseURL);
    expect(server.sessions).toHaveLength(1);
    const { questions } = (await server.detail(server.sessions[0]!.id)) as unknown as {
      questions: { imageUrl?: string }[];
    };
    expect(questions.map((q) => q.imageUrl ?? null).sort()).toEqual([
      '/images/photo-1.png',
      '/images/photo-2.png',
      null,
    ]);

    await page.getByTestId('language-selector').click();
    await page.getByTestId('language-option-ja').click();
    // The Japanese texts load on demand; the list is re-rendered once they arrive.
    await expect
      .poll(() => dropped.textContent(), { timeout: 15_000 })
      .toContain('1 件のリンクを削除しました');
    await shootBoth(page, 'migration-batches-ja');
    await context.close();
  });

  it('asks a visitor to sign in', async () => {
    const { context, page } = await newPage(browser, baseURL, VIEWPORTS.mobile);
    await page.goto('/migration');
    await page.getByTestId('migration-login-prompt').waitFor();
    await shoot(page, 'migration-login-zh-mobile');
    await context.close();
  });
});
