// `npm run bench:web`: the JavaScript a browser downloads before each route can render — the
// entry with its static imports, the route's lazy chunk with its own, and the interface language's
// texts (zh, the default: the shell's and the page's, build/texts.ts) — gzip and brotli, checked
// against the budget: ≤ 150 KB gzip for `/`, ≤ 160 KB for any other route's first load. Builds
// the web app if it is stale; exits non-zero past the budget. CSS is listed separately (it is
// one file, loaded by every route). The first row is the stack's own floor
// (scripts/lib/stack-floor.mjs): the least app React, the data router, TanStack Query, Zustand
// and i18next make; the `app` column is what each route adds to it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebIfStale, repoRoot } from './lib/build-web.mjs';
import { sizeOfBytes, totalSize } from './lib/compressed-size.mjs';
import { measureStackFloor } from './lib/stack-floor.mjs';

const BUDGET_KB = { home: 150, other: 160 };
const webDir = join(repoRoot, 'apps/web');
const dist = join(webDir, 'dist');

buildWebIfStale();
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** Every chunk a key needs before it runs: itself and its static imports, transitively. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

/** Route paths and their lazy modules, as the build recorded them (apps/web/build/route-preloads.ts). */
const preloads = JSON.parse(readFileSync(join(dist, '.vite/route-preloads.json'), 'utf8'));
/** Chunk files as the table names them ('/assets/…'), as the manifest does ('assets/…'). */
const bare = (files) => files.map((file) => file.replace(/^\//, ''));

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) sizes.set(file, sizeOfBytes(readFileSync(join(dist, file))));
  return sizes.get(file);
}
const total = (files) => totalSize([...files].map(sizeOf));
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && key.endsWith('index.html'),
);
const shell = closure(entryKey);
const language = new Set(bare([preloads.shellTexts]));
const css = (manifest[entryKey].css ?? []).map(sizeOf);

const floor = await measureStackFloor(webDir);

console.log('first-load JavaScript per route (entry + route + zh texts), KB');
console.log('route                  files      raw     gzip   brotli    app   budget (gzip)');
console.log(
  `${'(stack floor)'.padEnd(20)} ${'1'.padStart(6)} ${kb(floor.raw)}  ${kb(floor.gzip)}  ${kb(floor.brotli)}`,
);
let pass = true;
const shellSize = total(new Set([...shell, ...language]));
console.log(
  `${'(shell + texts)'.padEnd(20)} ${String(shell.size + language.size).padStart(6)} ${kb(shellSize.raw)}  ${kb(shellSize.gzip)}  ${kb(shellSize.brotli)}`,
);
for (const route of preloads.routes) {
  const files = new Set([...shell, ...language, ...closure(route.module), ...bare(route.texts)]);
  const size = total(files);
  const budget = route.path === '/' ? BUDGET_KB.home : BUDGET_KB.other;
  const ok = size.gzip / 1024 <= budget;
  pass &&= ok;
  console.log(
    `${route.path.padEnd(20)} ${String(files.size).padStart(6)} ${kb(size.raw)}  ${kb(size.gzip)}  ${kb(size.brotli)} ${kb(size.gzip - floor.gzip)}   ≤ ${budget}  ${ok ? 'PASS' : 'FAIL'}`,
  );
}
for (const sheet of css)
  console.log(`CSS: ${kb(sheet.gzip)} KB gzip, ${kb(sheet.brotli)} KB brotli`);
console.log('largest chunks of the shell (gzip KB):');
for (const file of [...shell, ...language]
  .sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)
  .slice(0, 8)) {
  console.log(`  ${kb(sizeOf(file).gzip)}  ${file}`);
}
const below = Object.values(BUDGET_KB).filter((budget) => budget * 1024 < floor.gzip);
if (below.length > 0) {
  console.log(
    `a budget of ${below.join(' and ')} KB is below the stack's own floor of ${kb(floor.gzip).trim()} KB gzip: no app on this stack can meet it`,
  );
}
if (!pass) {
  console.log('over budget (FAIL rows above)');
  process.exitCode = 1;
}
