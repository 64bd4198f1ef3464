// `npm run bench:dictionary`: what the offline dictionary costs and how fast it answers. Starts the
// real app on a fresh SQLite database (no AI provider, no online dictionary), then reports:
//  - start-up: time to listen, and the slowest /api/health answer while the indexes load in the
//    background (they must never hold it up for long);
//  - cold start of the indexes: time and memory (RSS) added by English (WordNet + CMU) and by
//    Chinese (CC-CEDICT + word counts);
//  - warm lookups over the 1 000 commonest English lemmas (WordNet's tagged-corpus counts):
//    the offline composition alone, and POST /api/vocabulary/definition with refresh (no cache);
//  - cache hits: the same POST answered from the shared cache.
// Prints median and p99 of each; stops by itself.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { lookupEnglish } from '../apps/server/src/modules/dictionary/english/english';
import { wordnetDir } from '../apps/server/src/modules/dictionary/english/wordnet';
import { chineseSource, englishSources } from '../apps/server/src/modules/dictionary/offline';

const WORDS = 1_000;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (v: number) => `${v.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const stats = (values: number[]) =>
  `median ${ms(quantile(values, 0.5))}, p99 ${ms(quantile(values, 0.99))} (n=${values.length})`;

/** The commonest lemmas: highest tagged-sense counts across WordNet's four index files. */
function commonWords(count: number): string[] {
  const counts = new Map<string, number>();
  for (const suffix of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(wordnetDir(), `index.${suffix}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.split(' ');
      if (f[0]!.includes('_') || !/^[a-z]+$/.test(f[0]!)) continue;
      const tagged = Number(f[4 + Number(f[3]) + 1]) || 0;
      counts.set(f[0]!, (counts.get(f[0]!) ?? 0) + tagged);
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([w]) => w);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-bench-dictionary-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: `file:${join(dir, 'bench.db')}`,
    WEB_DIST_DIR: join(dir, 'no-web'),
  });
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const app = await buildApp(config, { rateLimit: false });
  try {
    await migrateToLatest(app.db);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const listening = performance.now() - started;

    // Health checks while the indexes load (the app started loading them when it became ready).
    let loading = true;
    const health: number[] = [];
    const probe = (async () => {
      while (loading) {
        const t = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.text();
        health.push(performance.now() - t);
      }
    })();
    await englishSources();
    const englishAt = performance.now() - started;
    const rssEnglish = process.memoryUsage().rss;
    await chineseSource();
    const chineseAt = performance.now() - started;
    loading = false;
    await probe;
    global.gc?.();
    const rssAll = process.memoryUsage().rss;

    console.log(`listening after ${ms(listening)}`);
    console.log(`/api/health during loading: slowest ${ms(Math.max(...health))}, ${stats(health)}`);
    console.log(
      `English index (WordNet + CMU) ready ${ms(englishAt)} after start, +${mb(rssEnglish - rssBefore)} RSS`,
    );
    console.log(
      `Chinese index (CC-CEDICT + counts) ready ${ms(chineseAt)} after start, +${mb(rssAll - rssEnglish)} RSS (total +${mb(rssAll - rssBefore)})`,
    );

    const words = commonWords(WORDS);
    const { wordnet, cmu } = await englishSources();
    const cedict = await chineseSource();
    const offline: number[] = [];
    for (const word of words) {
      const t = performance.now();
      const english = lookupEnglish(wordnet, cmu, word, 'zh');
      cedict.equivalents(english?.lemma ?? word, 3);
      offline.push(performance.now() - t);
    }
    console.log(`warm offline lookup (English + Chinese): ${stats(offline)}`);

    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'bench@example.com',
        password: 'bench-password',
        username: 'Bench',
      }),
    });
    const { data } = (await register.json()) as { data: { tokens: { accessToken: string } } };
    const post = async (word: string, refresh: boolean) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/vocabulary/definition`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${data.tokens.accessToken}`,
        },
        body: JSON.stringify({ word, language: 'zh', refresh }),
      });
      await res.text();
      if (res.status !== 200 && res.status !== 404) throw new Error(`${word}: ${res.status}`);
      return performance.now() - t;
    };
    const fresh: number[] = [];
    for (const word of words) fresh.push(await post(word, true));
    console.log(`POST /api/vocabulary/definition, not cached: ${stats(fresh)}`);
    const cached: number[] = [];
    for (const word of words) cached.push(await post(word, false));
    console.log(`POST /api/vocabulary/definition, cache hit: ${stats(cached)}`);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
