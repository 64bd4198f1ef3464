// `npm run bench:lighthouse`: Lighthouse (mobile emulation, simulated slow 4G and a 4× slower CPU,
// its defaults) on the production build served by the compiled server: `/auth` signed out, then
// `/`, `/practice` and `/vocabulary` as a signed-in learner. Prints each page's category scores,
// metrics, the JavaScript it transferred and what Lighthouse suggests (paths given as arguments:
// only those pages); exits 1 when performance
// or accessibility scores below 95 anywhere. Scores vary from run to run by several points:
// `--runs N` measures each page N times and reports the run with the median performance score
// (Lighthouse's own advice: the median of several runs), printing every run's score beside it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildServerIfStale, serverEntry } from './lib/build-server.mjs';
import { buildWebIfStale, repoRoot } from './lib/build-web.mjs';
import { printReport } from './lib/lighthouse-report.mjs';

const THRESHOLD = 95;
// Paths given as arguments (`npm run bench:lighthouse -- / /auth`) measure only those pages.
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg === -1 ? 1 : Math.max(1, Number.parseInt(process.argv[runsArg + 1], 10) || 1);
const wanted = (path) => only.length === 0 || only.includes(path);
const SIGNED_IN_PAGES = ['/', '/practice', '/vocabulary'].filter(wanted);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Set to a directory to keep each page's full report (JSON, readable in the Lighthouse viewer).
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS_DIR;
// Where the web app keeps its tokens (STORAGE_KEYS in the contract package, which is TypeScript).
const TOKEN_KEYS = {
  accessToken: 'toeic-ace-access-token',
  refreshToken: 'toeic-ace-refresh-token',
};
const USER_STORE_KEY = 'user-store';

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** The compiled server on a free port with a throwaway SQLite file, as production runs it. */
async function startProductionServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dataDir, 'lighthouse.db')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      AI_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; ;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { baseURL, child };
    if (Date.now() > deadline) throw new Error('server did not become healthy in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function registerLearner(baseURL) {
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `lighthouse-${Date.now()}@example.com`,
      password: 'listening-and-reading',
      username: 'Lighthouse',
    }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body.error)}`);
  return body.data.tokens;
}

/**
 * Over the DevTools protocol: with `tokens`, a returning learner — the tokens stored where the web
 * app keeps them, then one visit so the app stores what it keeps between visits (the signed-in
 * user); always empties the HTTP cache and removes the service worker and its caches, so every
 * signed-in page is measured as a first load of the code although storage survives. (Tokens
 * without the stored user is a state no learner is in: signing in stores both.)
 */
async function prepareBrowser(port, baseURL, tokens) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${baseURL}/favicon.svg`);
  if (tokens) {
    await page.evaluate(
      ({ keys, access, refresh }) => {
        localStorage.setItem(keys.accessToken, access);
        localStorage.setItem(keys.refreshToken, refresh);
      },
      { keys: TOKEN_KEYS, access: tokens.accessToken, refresh: tokens.refreshToken },
    );
    await page.goto(`${baseURL}/`);
    await page.waitForFunction(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.user?.id !== undefined,
      USER_STORE_KEY,
    );
    // That visit installs the service worker (after the page's load): wait for it and remove
    // it, or its precache would answer the measured load.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    });
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: baseURL,
    storageTypes: 'cache_storage,service_workers',
  });
  await page.close();
  await browser.close();
}

async function audit(url, port, { keepStorage = false, retried = false }) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Signed-in pages need the tokens stored just before; the signed-out one starts empty.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // Chromium now and then records no navigation start in the trace (NO_NAVSTART): the page
  // was fine, the recording was not. Measure such a page once more.
  if (result.lhr.runtimeError && !retried) return audit(url, port, { keepStorage, retried: true });
  return result.lhr;
}

/** The run whose performance score is the median (the lower middle one of an even count). */
function medianRun(runs) {
  const byScore = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return byScore[Math.floor((byScore.length - 1) / 2)];
}

buildWebIfStale();
await buildServerIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'toeic-lighthouse-'));
const userDataDir = join(dataDir, 'chromium');
mkdirSync(userDataDir);
const server = await startProductionServer(dataDir);
let chrome;
let failed = false;
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const reports = [];
  if (wanted('/auth')) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await audit(`${server.baseURL}/auth`, chrome.port, {}));
    }
    reports.push({ path: '/auth', runs });
  }
  const tokens = await registerLearner(server.baseURL);
  for (const path of SIGNED_IN_PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      await prepareBrowser(chrome.port, server.baseURL, tokens);
      runs.push(await audit(`${server.baseURL}${path}`, chrome.port, { keepStorage: true }));
    }
    reports.push({ path, runs });
  }
  for (const { path, runs } of reports) {
    const lhr = medianRun(runs);
    failed = printReport(path, lhr, THRESHOLD) || failed;
    if (runs.length > 1) {
      const scores = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
      console.log(`  median of ${runs.length} runs; performance per run: ${scores.join(', ')}`);
    }
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
      writeFileSync(join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
    }
  }
} finally {
  chrome?.kill();
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.log(`\nPerformance or accessibility below ${THRESHOLD} on at least one page.`);
  process.exit(1);
}
