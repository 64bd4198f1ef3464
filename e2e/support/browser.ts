import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's Chromium, headless, with no network chatter of its own (no QUIC, background
 * networking, component updates or sync); speech via espeak-ng when asked for.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-speech-dispatcher',
];

/**
 * Debian's chromium-headless-shell (Chromium's old headless mode, without the full browser's
 * windowing layers) when installed: the same engine for ≈ 18 % less CPU in a suite measured both
 * ways. Speech, installability and Lighthouse need the full browser and launch /usr/bin/chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The full browser, for speech and installability (CHROMIUM_PATH overrides both). */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
    args: CHROMIUM_ARGS,
  });
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Every context is a new visitor, whose service worker would download and cache the whole built
 * app (≈ 2 MB): ≈ 1.7 s of Chromium's CPU a context, measured, which across the suite's few
 * hundred contexts was a large share of the end-to-end run. Contexts block the worker unless the
 * test goes offline, where the worker is part of what is tested.
 */
export const WITHOUT_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

export interface PageOptions {
  /** A phone's touch screen (taps, no hover). */
  touch?: boolean;
  /** The test goes offline: the service worker installs and serves the app as for a learner. */
  serviceWorker?: boolean;
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  { touch = false, serviceWorker = false }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'zh-CN',
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
    ...(serviceWorker ? {} : WITHOUT_SERVICE_WORKER),
  });
  const page = await context.newPage();
  return { context, page };
}

const shotsDir = join(import.meta.dirname, '../screenshots');

/**
 * Full-page screenshot kept under e2e/screenshots for people to look at. E2E_SCREENSHOTS=0 (as
 * CI sets, where nobody opens them) skips them: they assert nothing, and encoding a few hundred
 * full pages costs the run about a tenth of the browser's CPU.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

export function uniqueEmail(prefix = 'learner'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
