import { join } from 'node:path';
import type { BankQuestion } from '@toeic-ace/contract';
import { CONTENT_DIR } from '../../../content-dir';
import { loadBankCached } from './cache';

/**
 * The built-in bank of original questions, written for this project (never copied), read at
 * start from the data files in apps/server/content (one YAML file per part; format.ts describes
 * them, README "Question supply" tells authors how to edit them).
 */
export const BANK: readonly BankQuestion[] = loadBankCached(
  CONTENT_DIR,
  join(CONTENT_DIR, '.cache', 'bank.json'),
);
