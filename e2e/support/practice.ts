import type { Browser, Page } from 'playwright-core';
import { newPage, uniqueEmail, VIEWPORTS, type PageOptions } from './browser';

export interface Account {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

async function api<T>(baseURL: string, path: string, init: RequestInit = {}, token?: string) {
  const res = await fetch(`${baseURL}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = (await res.json()) as { success: boolean; data: T; error?: unknown };
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body.error)}`);
  return body.data;
}

/**
 * An account made through the real API (faster than the form, which auth.e2e covers). The
 * server allows a handful of registrations per IP and hour, so a file makes one and shares it.
 */
export async function registerAccount(baseURL: string, username = 'Practice'): Promise<Account> {
  const data = await api<{
    tokens: { accessToken: string; refreshToken: string };
    user: { id: string };
  }>(baseURL, '/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      email: uniqueEmail('practice'),
      password: 'listening-and-reading',
      username,
    }),
  });
  return { ...data.tokens, userId: data.user.id };
}

/** Saves the theme preference on the server (a signed-in user's theme comes from there). */
export async function setTheme(baseURL: string, account: Account, theme: 'light' | 'dark') {
  await api(
    baseURL,
    '/auth/profile',
    { method: 'PUT', body: JSON.stringify({ preferences: { theme } }) },
    account.accessToken,
  );
}

/** A page whose browser already holds the account's tokens and the interface language. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  account: Account,
  {
    viewport = VIEWPORTS.desktop,
    language = 'zh',
    touch = false,
    serviceWorker = false,
  }: PageOptions & {
    viewport?: { width: number; height: number };
    language?: 'zh' | 'ja' | 'en';
  } = {},
) {
  const { context, page } = await newPage(browser, baseURL, viewport, { touch, serviceWorker });
  await context.addInitScript(
    ({ access, refresh, lang }) => {
      if (localStorage.getItem('toeic-ace-access-token')) return;
      localStorage.setItem('toeic-ace-access-token', access);
      localStorage.setItem('toeic-ace-refresh-token', refresh);
      localStorage.setItem(
        'toeic-language-storage',
        JSON.stringify({ state: { language: lang }, version: 1 }),
      );
    },
    { access: account.accessToken, refresh: account.refreshToken, lang: language },
  );
  return { context, page };
}

export interface SetChoice {
  type: 'listening' | 'reading';
  part: `part${1 | 2 | 3 | 4 | 5 | 6 | 7}`;
  count: 5 | 10 | 15 | 20;
  level?: 1 | 2 | 3 | 4 | 5;
}

/** Picks the set on /practice (already open) and presses start. */
async function pressStart(page: Page, choice: SetChoice): Promise<void> {
  await page.getByTestId('practice-setup').waitFor();
  await page.getByTestId(`practice-type-${choice.type}`).click();
  await page.getByTestId(`practice-part-${choice.part}`).click();
  await page.getByTestId(`practice-level-${choice.level ?? 3}`).click();
  await page.getByTestId('practice-count').fill(String(choice.count));
  await page.getByTestId('practice-start').click();
}

/** Picks the set on /practice (already open) and starts it; resolves on the first question. */
export async function startSet(page: Page, choice: SetChoice): Promise<void> {
  await pressStart(page, choice);
  await page.getByTestId('practice-question').waitFor();
}

/**
 * With the server out of reach: start says so, and the learner takes the offline set it offers;
 * resolves on its first question.
 */
export async function startOfflineSet(page: Page, choice: SetChoice): Promise<void> {
  await pressStart(page, choice);
  await page.getByTestId('practice-start-offline').click();
  await page.getByTestId('practice-question').waitFor();
  await page.getByTestId('practice-offline').waitFor();
}

export const currentIndex = async (page: Page) =>
  Number(await page.getByTestId('practice-question').getAttribute('data-index'));

/** Answers the question on screen and waits for the session to move on (or finish). */
export async function answer(page: Page, option: number): Promise<void> {
  const before = await currentIndex(page);
  await page.getByTestId(`practice-option-${option}`).click();
  await page.waitForFunction(
    (index) => {
      if (document.querySelector('[data-testid="practice-results"]')) return true;
      const card = document.querySelector('[data-testid="practice-question"]');
      return card !== null && card.getAttribute('data-index') !== String(index);
    },
    before,
    { timeout: 20_000 },
  );
}

/** Answers every question with `pick(index)` until the results screen shows. */
export async function answerAll(page: Page, pick: (index: number) => number = () => 0) {
  for (let guard = 0; guard < 40; guard++) {
    if (await page.getByTestId('practice-results').isVisible()) return;
    await answer(page, pick(await currentIndex(page)));
  }
  throw new Error('the set never finished');
}

export interface ServerSessionDetail {
  id: string;
  completed: boolean;
  score: number | null;
  correctAnswers: number;
  totalQuestions: number;
  questions: { id: string; correctAnswer: number }[];
  userAnswers: { questionId: string; answer: number | null }[];
}

/** The signed-in user's sessions and one session's detail, read with the page's own token. */
export async function serverSessions(page: Page, baseURL: string) {
  const token = await page.evaluate(() => localStorage.getItem('toeic-ace-access-token'));
  const list = await api<{
    sessions: { id: string; completed: boolean; score: number | null; totalQuestions: number }[];
  }>(baseURL, '/practice/sessions?limit=100', {}, token ?? undefined);
  const detail = (id: string) =>
    api<ServerSessionDetail>(baseURL, `/practice/sessions/${id}`, {}, token ?? undefined);
  return { sessions: list.sessions, detail };
}
