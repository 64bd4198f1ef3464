import type { BankQuestion } from '@toeic-ace/contract';
import { part1 } from './part1';
import { part2 } from './part2';
import { part3 } from './part3';
import { part4 } from './part4';
import { part5 } from './part5';
import { part6 } from './part6';
import { part7 } from './part7';

/** The built-in bank of original questions, written for this project (never copied). */
export const BANK: readonly BankQuestion[] = [
  ...part1,
  ...part2,
  ...part3,
  ...part4,
  ...part5,
  ...part6,
  ...part7,
];
