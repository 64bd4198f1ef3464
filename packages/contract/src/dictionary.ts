import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from './constants';
import { userText } from './text';
import { DICTIONARY, PARTS_OF_SPEECH, DEFINITION_SOURCES } from './dictionary-constants';

export const definitionRequestSchema = z.strictObject({
  word: userText({ singleLine: true })
    .trim()
    .min(1, { message: 'enter a word' })
    .max(DICTIONARY.wordMaxLength, {
      message: `a word has at most ${DICTIONARY.wordMaxLength} characters`,
    }),
  /** The language the learner wants the meanings in. */
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  /** Skip the shared cache and look the word up again (the card's refresh action). */
  refresh: z.boolean().default(false),
});

export type DefinitionRequest = z.input<typeof definitionRequestSchema>;

const definitionEntrySchema = z.object({
  definition: z.string(),
  example: z.string().nullable(),
  synonyms: z.array(z.string()).max(DICTIONARY.synonyms),
});

const meaningSchema = z.object({
  partOfSpeech: z.enum(PARTS_OF_SPEECH),
  /** The label in the language of the request. */
  partOfSpeechLocal: z.string(),
  partOfSpeechCN: z.string(),
  /** The dictionary form these definitions belong to (went → go). */
  lemma: z.string(),
  definitions: z.array(definitionEntrySchema).min(1).max(DICTIONARY.definitionsPerPos),
});

export type Meaning = z.infer<typeof meaningSchema>;

/** A word in the learner's language that translates the English word. */
const equivalentSchema = z.object({
  text: z.string(),
  /** Pinyin with tone marks (Chinese) or kana (Japanese); null when unknown. */
  reading: z.string().nullable(),
  language: z.enum(['zh', 'ja']),
  /** The English sense the equivalent stands for, when the source gives one. */
  gloss: z.string().nullable(),
});

export type Equivalent = z.infer<typeof equivalentSchema>;

export const wordDefinitionSchema = z.object({
  /** As looked up (the learner's form: "went"). */
  word: z.string(),
  lemma: z.string(),
  /** IPA between slashes, e.g. /ˈɪnvɔɪs/. */
  phonetic: z.string().nullable(),
  audioUrl: z.string().nullable(),
  /** Etymology, when an online dictionary gave one. */
  origin: z.string().nullable(),
  /** The language the definitions are really in (English when no translation was possible). */
  language: z.enum(LANGUAGES),
  meanings: z.array(meaningSchema),
  equivalents: z.array(equivalentSchema),
  /** Reading of the first Japanese equivalent. */
  reading: z.string().nullable(),
  /** JLPT levels of the Japanese equivalents (e.g. "N3"), when known. */
  jlpt: z.array(z.string()),
  /** Whether the Japanese equivalent is a common word, when known. */
  commonality: z.boolean().nullable(),
  sources: z.array(z.enum(DEFINITION_SOURCES)),
  /** When this answer was looked up (answers are shared and cached for 7 days). */
  cachedAt: z.string(),
});

export type WordDefinition = z.infer<typeof wordDefinitionSchema>;
