import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  FULL_CHROMIUM,
  launchBrowser,
  screenshot,
  VIEWPORTS,
} from './support/browser';
import {
  answerAll,
  registerAccount,
  signedInPage,
  startOfflineSet,
  type Account,
} from './support/practice';

const baseURL = inject('baseURL');
let browser: Browser;
let account: Account;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await registerAccount(baseURL, 'Offline');
});
afterAll(async () => {
  await browser.close();
});

/** The worker precaches the whole app before it activates; then it takes over this page. */
async function untilServiceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

describe('installable', () => {
  it('links a manifest with name, start_url, standalone display, theme colour and PNG icons', async () => {
    const page = await browser.newPage({ baseURL });
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'TOEIC Ace',
      short_name: 'TOEIC Ace',
      start_url: '/',
      display: 'standalone',
      theme_color: '#4f46e5',
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body()).join('x')).toBe(icon.sizes);
    }
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await untilServiceWorkerControls(page);
    await page.close();
  });

  it("passes Chromium's installability check (what Lighthouse reports)", async () => {
    // Not in an incognito profile, which Chromium never offers to install from.
    const profile = mkdtempSync(join(tmpdir(), 'toeic-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: FULL_CHROMIUM,
      args: CHROMIUM_ARGS,
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await untilServiceWorkerControls(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('offline', () => {
  it('reloads with no network: the shell opens, 离线 shows, the bundled set can be practised', async () => {
    const { context, page } = await signedInPage(browser, baseURL, account, {
      serviceWorker: true,
    });
    await page.goto('/');
    await page.getByTestId('nav-practice').waitFor();
    await untilServiceWorkerControls(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('nav-practice').waitFor();
    await page.getByTestId('offline-indicator').waitFor();
    expect(await page.getByTestId('offline-indicator').textContent()).toContain('离线');
    await screenshot(page, 'offline-home-1280-zh');

    // Client-side navigation to a lazy route: its chunk comes from the worker's cache.
    await page.getByTestId('nav-practice').click();
    await page.waitForURL('**/practice');
    await startOfflineSet(page, { type: 'reading', part: 'part5', count: 5 });
    await answerAll(page, () => 0);
    await page.getByTestId('practice-score-ring').waitFor();
    await screenshot(page, 'offline-practice-done-1280-zh');

    // A deep link opened offline is answered with the cached shell as well.
    await page.goto('/practice');
    await page.getByTestId('practice-setup').waitFor();

    // Per-user API answers are never kept in the worker's caches.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('offline-indicator').count(), { timeout: 10_000 })
      .toBe(0);
    await context.close();
  });

  it.each([
    ['375', 'zh', VIEWPORTS.mobile],
    ['375', 'en', VIEWPORTS.mobile],
    ['1280', 'en', VIEWPORTS.desktop],
  ] as const)('shows the offline header at %s px in %s', async (width, language, viewport) => {
    const { context, page } = await signedInPage(browser, baseURL, account, {
      viewport,
      language,
      serviceWorker: true,
    });
    await page.goto('/');
    await untilServiceWorkerControls(page);
    await context.setOffline(true);
    await page.reload();
    // A badge in the header row from 640 px up, a strip under it on phones.
    const indicator = page.getByTestId(
      viewport.width < 640 ? 'offline-indicator-strip' : 'offline-indicator',
    );
    await indicator.waitFor();
    expect(await indicator.textContent()).toContain(language === 'en' ? 'Offline' : '离线');
    // Nothing pushed out of the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    await screenshot(page, `offline-home-${width}-${language}`);
    await context.close();
  });
});
