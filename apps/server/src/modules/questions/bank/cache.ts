import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BankQuestion } from '@toeic-ace/contract';
import { bankFiles, buildBank, readBankFiles } from './load';

/**
 * The checked bank, kept as JSON between starts. Parsing the YAML files and checking them takes
 * ≈ 0.7 s of CPU in a fresh process, more than a whole start; reading this file takes some
 * 10 ms. It is keyed by the size and time of the data files and of the code that reads them (this
 * folder's sources, or the production bundle), as the bundle's V8 cache is, so any edit of either
 * rebuilds it on the next start without the files being read to find out. A missing, stale or
 * unreadable cache is rebuilt; a read-only install runs without one.
 */

const here = fileURLToPath(import.meta.url);

const fromSources = here.endsWith('.ts');

/**
 * The cache file in `cacheDir`: one for the sources (tests, `npm run dev`) and one for the
 * production bundle, so that running both on one machine does not rebuild them in turn.
 */
export const cacheFileIn = (cacheDir: string) =>
  join(cacheDir, fromSources ? 'bank.sources.json' : 'bank.bundle.json');

/** The reading code: this folder's .ts files, or the bundle this runs from. */
const codeFiles = () =>
  fromSources
    ? readdirSync(dirname(here))
        .filter((name) => name.endsWith('.ts'))
        .map((name) => join(dirname(here), name))
    : [here];

function keyOf(dir: string): string {
  const hash = createHash('sha256');
  for (const file of [...bankFiles(dir), ...codeFiles()]) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}:${size}:${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** The bank and its revision: a hash of its questions, which changes with any edit of them. */
export interface LoadedBank {
  bank: BankQuestion[];
  revision: string;
}

interface CacheFile extends LoadedBank {
  key: string;
}

export const bankRevision = (bank: readonly BankQuestion[]): string =>
  createHash('sha256').update(JSON.stringify(bank)).digest('hex');

function readCache(file: string, key: string): LoadedBank | undefined {
  try {
    const { key: cachedKey, bank, revision } = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    return cachedKey === key && Array.isArray(bank) && typeof revision === 'string'
      ? { bank, revision }
      : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(file: string, cache: CacheFile): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Written aside and renamed, so a process starting at the same time never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(cache));
    renameSync(partial, file);
  } catch {
    // A read-only install: the next start checks the files again.
  }
}

/** The bank of the data files in `dir`, from `cacheFile` when it holds this very content. */
export function loadBankCached(dir: string, cacheFile: string): LoadedBank {
  const key = keyOf(dir);
  const cached = readCache(cacheFile, key);
  if (cached) return cached;
  const bank = buildBank(readBankFiles(dir));
  const loaded = { bank, revision: bankRevision(bank) };
  writeCache(cacheFile, { key, ...loaded });
  return loaded;
}
