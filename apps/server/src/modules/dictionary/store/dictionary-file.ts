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
    if (version === sourcesVersion()) return db;
  } catch {
    // Not a dictionary file of ours (or a damaged one): rebuild it.
  }
  db.close();
  return null;
}
