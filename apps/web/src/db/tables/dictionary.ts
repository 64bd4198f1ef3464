import type { EntityTable } from 'dexie';
import type { Flag, TableDeclaration } from '../table';
import type { WordLanguage, WordMeaning } from './word-meaning';

/** A looked-up definition, kept by word; an entry older than 7 days is looked up again. */
export interface DictionaryCacheRecord {
  word: string;
  phonetic: string | null;
  audioUrl: string | null;
  meanings: WordMeaning[];
  language: WordLanguage;
  reading: string | null;
  jlpt: string[];
  commonality: Flag | null;
  cachedAt: string;
}

export interface DictionaryTables {
  dictionaryCache: EntityTable<DictionaryCacheRecord, 'word'>;
}

export const dictionaryTables: TableDeclaration<keyof DictionaryTables>[] = [
  {
    name: 'dictionaryCache',
    // Definitions are the same for everyone: signing in as someone else keeps them.
    perUser: false,
    indexes: { 3: 'word, phonetic, audioUrl, language, reading, commonality, cachedAt' },
  },
];
