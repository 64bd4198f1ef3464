/** One part of speech of a word with its senses, as look-ups return it and the notebook keeps it. */
export interface WordMeaning {
  partOfSpeech: string;
  /** The part of speech in the interface language (e.g. 名词), when the source gives one. */
  partOfSpeechLocal: string | null;
  definitions: { definition: string; example: string | null; synonyms: string[] }[];
}

/** The languages a word can be looked up in. */
export type WordLanguage = 'en' | 'zh' | 'ja';
