import type { BankQuestion } from '@toeic-ace/contract';
import { fromConversation, fromPhoto, fromReadingSet, fromResponse, fromTalk } from './build';
import { part1 } from './content/part1';
import { part2 } from './content/part2';
import { part3 } from './content/part3';
import { part3b } from './content/part3-b';
import { part3c } from './content/part3-c';
import { part4 } from './content/part4';
import { part4b } from './content/part4-b';
import { part5 } from './content/part5';
import { part6 } from './content/part6';
import { part6Sets } from './content/part6-sets';
import { part7 } from './content/part7';
import { part7b } from './content/part7-b';
import { part7c } from './content/part7-c';
import { part7Sets } from './content/part7-sets';
import { part7SetsB } from './content/part7-sets-b';

/**
 * The built-in bank of original questions, written for this project (never copied). Built once,
 * when the module is first loaded; the data lives in ./content.
 */
export const BANK: readonly BankQuestion[] = [
  ...part1.map(fromPhoto),
  ...part2.map(fromResponse),
  ...part3.flatMap(fromConversation),
  ...part3b.flatMap(fromConversation),
  ...part3c.flatMap(fromConversation),
  ...part4.flatMap(fromTalk),
  ...part4b.flatMap(fromTalk),
  ...part5,
  ...part6,
  ...part6Sets.flatMap(fromReadingSet(6)),
  ...part7,
  ...part7b.flatMap(fromReadingSet(7)),
  ...part7c.flatMap(fromReadingSet(7)),
  ...part7Sets.flatMap(fromReadingSet(7)),
  ...part7SetsB.flatMap(fromReadingSet(7)),
];
