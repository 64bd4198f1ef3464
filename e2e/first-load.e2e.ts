import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { registerAccount, signedInPage } from './support/practice';

/**
 * What the built server sends for a page before any script runs: the logo bar painted from the
 * HTML alone, and the route's own chunks named in the head so they download beside the entry.
 */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);

async function page(path: string) {
  const res = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return res.text();
}

describe('the first load of a page', () => {
  it("names each route's chunks in its HTML, every one of them served", async () => {
    const home = preloads(await page('/'));
    const practice = preloads(await page('/practice'));
    const review = preloads(await page('/review/6a5e7a3c-0000-4000-8000-000000000000'));
    expect(home.some((file) => /\/assets\/home-[\w-]+\.js$/.test(file))).toBe(true);
    expect(practice.some((file) => /\/assets\/practice-[\w-]+\.js$/.test(file))).toBe(true);
    expect(review.some((file) => /\/assets\/review-[\w-]+\.js$/.test(file))).toBe(true);
    expect(practice.some((file) => /\/assets\/home-/.test(file))).toBe(false);
    for (const file of new Set([...home, ...practice, ...review])) {
      const res = await fetch(`${baseURL}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
    }
  });

  it('downloads no stylesheet: the one in the HTML is the only one, applied once', async () => {
    // /practice loads the set's screens after its first paint: a lazy chunk importing the
    // entry, which Vite lists with the entry's (inlined) stylesheet as a dependency.
    const account = await registerAccount(baseURL, 'Styles');
    const { context, page: app } = await signedInPage(browser, baseURL, account);
    const sheets: string[] = [];
    app.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(request.url());
    });
    await app.goto(`${baseURL}/practice`);
    await app.getByTestId('practice-setup').waitFor();
    expect(sheets).toEqual([]);
    expect(await app.locator('link[rel="stylesheet"]').count()).toBe(0);
    await context.close();
  });

  it("asks for what no first paint shows after it: a returning learner's profile, the badge's count", async () => {
    const account = await registerAccount(baseURL, 'Painted');
    const { context, page: app } = await signedInPage(browser, baseURL, account);
    // A first visit stores the user, as signing in does; the second is the one measured.
    await app.goto(`${baseURL}/vocabulary`);
    await app.getByTestId('user-menu-button').waitFor();
    await app.goto(`${baseURL}/vocabulary`);
    await app.getByTestId('user-menu-button').waitFor();
    const started = (path: string) =>
      app.waitForFunction(
        (suffix) =>
          performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname === suffix)?.startTime,
        path,
      );
    const profile = await (await started('/api/auth/profile')).jsonValue();
    const badge = await (await started('/api/mistakes/summary')).jsonValue();
    const firstPaint = await app.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    );
    expect(firstPaint).toBeGreaterThan(0);
    expect(profile).toBeGreaterThan(firstPaint!);
    expect(badge).toBeGreaterThan(firstPaint!);
    await context.close();
  });

  it('paints the logo bar without scripts, and the app replaces it once it runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`${baseURL}/auth`);
    const logo = bare.locator('#root > header svg');
    await expect.poll(() => logo.boundingBox()).toMatchObject({ width: 32, height: 32 });
    await context.close();

    const app = await browser.newPage();
    await app.goto(`${baseURL}/auth`);
    await app.getByTestId('brand-link').waitFor();
    // One header: the painted bar is gone, not left under the app's.
    expect(await app.locator('header').count()).toBe(1);
    await app.close();
  });
});
