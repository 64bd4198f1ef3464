import type { EntityTable } from 'dexie';
import type { Flag, TableDeclaration } from '../table';
import type { Language, WordMeaning } from '@toeic-ace/contract';

/** A looked-up definition, kept by word; an entry older than 7 days is looked up again. */
export interface DictionaryCacheRecord {
  word: string;
  phonetic: string | null;
  audioUrl: string | null;
  meanings: WordMeaning[];
  language: Language;
  reading: string | null;
  jlpt: string[];
  commonality: Flag | null;
  cachedAt: string;
  /*
   * Not indexed (no schema change): the language the lookup asked for (`language` is the one the
   * definitions are really in, English when no translation was possible), the dictionary form,
   * and the equivalents in the learner's language.
   */
  requestedLanguage?: Language;
  lemma?: string;
  equivalents?: {
    text: string;
    reading: string | null;
    language: 'zh' | 'ja';
    gloss: string | null;
  }[];
  /**
   * The server has no definition of the word (404 WORD_NOT_FOUND): remembered for as long as a
   * definition would be, so a visit does not ask again; the other fields are empty.
   */
  notFound?: true;
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
