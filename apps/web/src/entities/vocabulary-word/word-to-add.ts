import type { Language } from '@toeic-ace/contract';

/** What a screen hands over to add a word: the add call's fields that screens fill. */
export interface WordToAdd {
  word: string;
  context: string;
  /** practice (a set or its results) or review (a finished set's question). */
  sourceType: string;
  /** The question the word came from. */
  sourceId: string | null;
  /** The language its definitions are wanted in (the interface language). */
  language: Language;
}
