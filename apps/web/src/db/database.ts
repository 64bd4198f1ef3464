import Dexie, { type DexieOptions } from 'dexie';
import { DB_VERSIONS } from './table';
import { TABLES } from './table-list';
import type { ChatTables } from './tables/chat';
import type { DictionaryTables } from './tables/dictionary';
import type { FlashcardTables } from './tables/flashcards';
import type { PracticeTables } from './tables/practice';
import type { ReviewTables } from './tables/review';
import type { VocabularyTables } from './tables/vocabulary';
import { LOCAL_DB_NAME } from './name';
import { UPGRADES } from './upgrades';

/**
 * The browser database: the one owner of IndexedDB in the app. Each feature declares its tables
 * and record types under tables/ (listed in table-list.ts); this file opens them all with the
 * version chain, so a table exists (empty) before the feature that fills it first runs. The app
 * reaches it through openLocalDb() (open.ts), which loads this module and Dexie on first use;
 * only tests import it directly.
 */
export { LOCAL_DB_NAME };

export { TABLES };

export type LocalDb = Dexie &
  PracticeTables &
  ReviewTables &
  ChatTables &
  VocabularyTables &
  DictionaryTables &
  FlashcardTables;

/** `options` lets tests pass an IndexedDB of their own (fake-indexeddb). */
export function createLocalDb(name = LOCAL_DB_NAME, options?: DexieOptions): LocalDb {
  const db = new Dexie(name, options) as LocalDb;
  for (const version of DB_VERSIONS) {
    const stores = Object.fromEntries(
      TABLES.flatMap((table) => {
        const indexes = table.indexes[version];
        return indexes === undefined ? [] : [[table.name, indexes]];
      }),
    );
    const declared = db.version(version).stores(stores);
    const upgrade = UPGRADES[version];
    if (upgrade) declared.upgrade(upgrade);
  }
  return db;
}

let shared: LocalDb | null = null;

/** The app's database, opened on first use (so importing this module never touches IndexedDB). */
export function localDb(): LocalDb {
  shared ??= createLocalDb();
  return shared;
}

/**
 * Tests only: forgets the app's database (closing it), so the next localDb() opens a fresh one
 * on whatever IndexedDB Dexie is given then. Test files share one module graph
 * (vitest.config.ts) and each starts as a fresh page load would.
 */
export function forgetLocalDbForTests(): void {
  shared?.close();
  shared = null;
}
