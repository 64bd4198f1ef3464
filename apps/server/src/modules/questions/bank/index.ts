import { join } from 'node:path';
import { CONTENT_DIR } from '../../../content-dir';
import { cacheFileIn, loadBankCached, type LoadedBank } from './cache';

/**
 * The built-in bank of original questions, written for this project (never copied), read at
 * start from the data files in apps/server/content (one YAML file per part; format.ts describes
 * them, README "Question supply" tells authors how to edit them), with its revision.
 */
export const LOADED_BANK: Readonly<LoadedBank> = loadBankCached(
  CONTENT_DIR,
  cacheFileIn(join(CONTENT_DIR, '.cache')),
);

export const BANK = LOADED_BANK.bank;
export { bankRevision, type LoadedBank } from './cache';
