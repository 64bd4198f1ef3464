import type { TableDeclaration } from './table';
import { chatTables } from './tables/chat';
import { dictionaryTables } from './tables/dictionary';
import { flashcardTables } from './tables/flashcards';
import { practiceTables } from './tables/practice';
import { reviewTables } from './tables/review';
import { vocabularyTables } from './tables/vocabulary';

/**
 * Every table of the browser database, as its feature declared it. Kept apart from database.ts
 * (which opens them with Dexie) so a module that only needs the list loads no Dexie.
 */
export const TABLES: readonly TableDeclaration[] = [
  ...practiceTables,
  ...reviewTables,
  ...chatTables,
  ...vocabularyTables,
  ...dictionaryTables,
  ...flashcardTables,
];
