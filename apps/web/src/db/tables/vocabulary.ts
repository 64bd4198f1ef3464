import type { EntityTable } from 'dexie';
import type { Flag, MigrationMark, TableDeclaration } from '../table';
import type { Language, WordMeaning } from '@toeic-ace/contract';

/** A word in the notebook of this browser. */
export interface VocabularyWordRecord extends MigrationMark {
  id: string;
  word: string;
  /** Where it was added from (e.g. practice, review, manual). */
  sourceType: string;
  sourceId: string | null;
  addedAt: string;
  mastered: Flag;
  phonetic: string | null;
  meanings: WordMeaning[];
  language: Language;
  /** Kana reading of a Japanese word. */
  reading: string | null;
  /** JLPT levels of a Japanese word (e.g. jlpt-n3). */
  jlpt: string[];
  /** 1 for a common word, 0 for a rare one, null when the source does not say. */
  commonality: Flag | null;
  /** The sentence it was selected in. */
  context: string | null;
  definition: string | null;
  notes: string | null;
  /**
   * Only on words added in this browser while signed out or offline (not indexed, so no new
   * version): pending until the server has them, then synced; rejected when the server refused
   * the word itself. The row stays either way. Rows without it are older local data, which the
   * migration tool moves.
   */
  sync?: 'pending' | 'synced' | 'rejected';
  syncedAt?: string | null;
}

export interface VocabularyTables {
  vocabularyWords: EntityTable<VocabularyWordRecord, 'id'>;
}

export const vocabularyTables: TableDeclaration<keyof VocabularyTables>[] = [
  {
    name: 'vocabularyWords',
    perUser: true,
    indexes: {
      3: 'id, word, sourceType, sourceId, addedAt, mastered, phonetic, language, reading, commonality',
    },
  },
];
