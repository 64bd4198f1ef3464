import { join } from 'node:path';
import { CONTENT_DIR } from '../../../content-dir';
import { cacheFileIn, loadBankCached, type LoadedBank } from './cache';

/**
 * The built-in bank of original questions, written for this project (never copied), read from
 * the data files in apps/server/content (one YAML file per part; format.ts describes them, README
 * "Question supply" tells authors how to edit them), with its revision. Read when asked (≈ 10 ms
 * from its cache file) and not kept: only seeding the pool at start needs it, and held for the
 * life of the server its 1 017 items were 2.3 MB of heap serving nothing.
 */
export const readBank = (): Readonly<LoadedBank> =>
  loadBankCached(CONTENT_DIR, cacheFileIn(join(CONTENT_DIR, '.cache')));
export { bankRevision, type LoadedBank } from './cache';
