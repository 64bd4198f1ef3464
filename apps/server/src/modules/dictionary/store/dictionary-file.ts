import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sourcesVersion } from './sources';

/**
 * The built dictionary file: apps/server/dist/dictionary.sqlite, beside the server bundle (from
 * the bundle, import.meta.url is dist/server.cjs; from the sources, this file's URL).
 */
const bundled = import.meta.url.endsWith('.cjs');
export const DEFAULT_DICTIONARY_FILE = fileURLToPath(
  new URL(bundled ? './dictionary.sqlite' : '../../../../dist/dictionary.sqlite', import.meta.url),
);

/**
 * SQLite's page cache for the file, in KiB. A look-up reads a few pages of a 40 MB file, a
 * different few for every word, so a large cache mostly keeps pages of words looked up once:
 * with the build's default (16 MB) a thousand look-ups left ≈ 12 MB of them resident in the
 * server. The operating system's file cache, which the process's memory does not count, keeps
 * the file's hot pages anyway; 1 MB holds the upper levels of the indexes. No memory map either:
 * mapped pages would count as the server's memory.
 */
const CACHE_KIB = 1024;

function boundCache(db: Database.Database): Database.Database {
  db.pragma(`cache_size = -${CACHE_KIB}`);
  db.pragma('mmap_size = 0');
  return db;
}

/**
 * Opens the file read-only when it exists and was built from the installed sources; null when it
 * must be (re)built first.
 */
export function openCurrent(file: string): Database.Database | null {
  if (!existsSync(file)) return null;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const version = db
      .prepare<[], string>("SELECT value FROM meta WHERE key = 'version'")
      .pluck()
      .get();
    if (version === sourcesVersion()) return boundCache(db);
  } catch {
    // Not a dictionary file of ours (or a damaged one): rebuild it.
  }
  db.close();
  return null;
}
