// The dictionary's limits and labels, without zod (dictionary.ts holds the payload schemas).
import { type Language } from './constants';

/**
 * Word definitions (POST /api/vocabulary/definition): a word's meanings, phonetic and synonyms,
 * plus what the offline sources add — the dictionary form the definitions belong to, equivalents
 * in the learner's language, and which sources answered (their licences ask for attribution).
 */
export const DICTIONARY = {
  /** Up to 3 definitions per part of speech, 5 synonyms each, 3 Japanese senses. */
  definitionsPerPos: 3,
  synonyms: 5,
  japaneseSenses: 3,
  /** Chinese equivalents shown beside the English meanings. */
  chineseEquivalents: 3,
  /** A cached answer is served for this long after the lookup. */
  cacheDays: 7,
  /** Longer than any English word or short phrase a learner would look up. */
  wordMaxLength: 64,
} as const;

export const PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb'] as const;

export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/** Part-of-speech labels as a dictionary in each language prints them. */
export const PART_OF_SPEECH_LABELS: Record<Language, Record<PartOfSpeech, string>> = {
  zh: { noun: '名词', verb: '动词', adjective: '形容词', adverb: '副词' },
  ja: { noun: '名詞', verb: '動詞', adjective: '形容詞', adverb: '副詞' },
  en: { noun: 'noun', verb: 'verb', adjective: 'adjective', adverb: 'adverb' },
};

export const DEFINITION_SOURCES = ['wordnet', 'cmudict', 'cc-cedict', 'ai', 'online'] as const;

export type DefinitionSource = (typeof DEFINITION_SOURCES)[number];
