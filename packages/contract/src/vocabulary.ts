/**
 * The vocabulary notebook on the wire. Choices made here once:
 * - Optional texts are null when absent; an empty string is stored as null, so a word survives
 *   export and import (JSON or CSV) unchanged.
 * - `word` is trimmed; the same word in any letter case is one word per user.
 * - A word is due for review when it is not mastered and has no next review date yet or that date
 *   has passed.
 * - `fsrs` holds the flashcard scheduler's memory state; its due date, last review, repetitions
 *   and interval are `nextReviewDate`, `lastReviewDate`, `reviewCount` and `intervalDays`.
 * - `definitionSource` says who wrote `definition` (null when there is none): 'learner' for text
 *   the learner typed or brought in a file, 'dictionary' for the equivalents a look-up stored.
 *   A definition set without a source is the learner's; the dictionary's never replaces it.
 */
import { z } from 'zod';
import { LANGUAGES } from './constants';
import { VOCABULARY } from './notebook-constants';
import { userText } from './text';
import { WORD_PROBLEM_MESSAGES, wordProblem } from './vocabulary-word-rules';
import {
  WORD_DEFINITION_SOURCES,
  SORT_ORDERS,
  VOCABULARY_BATCH_OPERATIONS,
  VOCABULARY_EXPORT_FORMATS,
  VOCABULARY_SORT_FIELDS,
} from './vocabulary-constants';
import { VOCABULARY_LIMITS as LIMITS } from './vocabulary-limits';

/** Multi-line texts a person typed or imported: tab and line breaks pass, control characters not. */
const text = (max: number) => userText().max(max);

/** A text that may be absent: '' and missing both become null. */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A word as a look-up names it (the exact-words filter): any text of a word's length. */
const wordText = userText()
  .trim()
  .min(1, { message: 'required' })
  .max(LIMITS.wordMaxLength, { message: `at most ${LIMITS.wordMaxLength} characters` });

/** A word going into the notebook (add, import, migration): the rules of wordProblem as well. */
const newWordText = userText()
  .superRefine((text, ctx) => {
    const problem = wordProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: WORD_PROBLEM_MESSAGES[problem] });
  })
  .transform((text) => text.trim());

const tagsSchema = z
  .array(text(LIMITS.tagMaxLength).trim().min(1))
  .max(LIMITS.tagsMax)
  .transform((tags) => [...new Set(tags)]);

const audioUrl = z
  .string()
  .max(500)
  .refine((v) => /^https?:\/\//i.test(v), { message: 'must be an http(s) address' })
  .nullish()
  .transform((v) => v ?? null);

/** An ISO-8601 instant between 1970 and 9999, normalised to `toISOString()` form. */
export const isoInstantSchema = z
  .string()
  .max(40)
  .refine(
    (v) => {
      const t = Date.parse(v);
      return Number.isFinite(t) && t >= 0 && t < Date.UTC(10_000, 0, 1);
    },
    { message: 'must be an ISO-8601 date' },
  )
  .transform((v) => new Date(v).toISOString());

export const wordDefinitionEntrySchema = z.object({
  definition: text(LIMITS.definitionMaxLength),
  example: text(LIMITS.definitionMaxLength).optional(),
  synonyms: z.array(text(LIMITS.wordMaxLength)).max(LIMITS.synonymsMax).optional(),
});

export const wordMeaningSchema = z.object({
  partOfSpeech: text(50),
  /** The part of speech in the interface language. */
  partOfSpeechLocal: text(50).optional(),
  partOfSpeechCN: text(50).optional(),
  definitions: z.array(wordDefinitionEntrySchema).max(LIMITS.definitionsPerMeaningMax),
});
export type WordMeaning = z.infer<typeof wordMeaningSchema>;

export const FSRS_STATES = [0, 1, 2, 3] as const;

export const fsrsMemorySchema = z.object({
  stability: z.number().positive().max(1e6),
  difficulty: z.number().min(1).max(10),
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  state: z.number().int().min(0).max(3),
  lapses: z.number().int().min(0).max(1e6),
  learningSteps: z.number().int().min(0).max(100),
});
export type FsrsMemory = z.infer<typeof fsrsMemorySchema>;

/** The dictionary fields of a word; the definitions issue fills them, PUT may set them. */
const definitionFields = {
  definition: optionalText(LIMITS.definitionMaxLength),
  phonetic: optionalText(LIMITS.phoneticMaxLength),
  audioUrl,
  meanings: z.array(wordMeaningSchema).max(LIMITS.meaningsMax),
  reading: optionalText(100),
  jlpt: z.array(text(20).trim().min(1)).max(10),
  commonality: optionalText(50),
};

export const vocabularyWordSchema = z.object({
  id: z.string(),
  word: z.string(),
  definition: z.string().nullable(),
  definitionSource: z.enum(WORD_DEFINITION_SOURCES).nullable(),
  phonetic: z.string().nullable(),
  audioUrl: z.string().nullable(),
  context: z.string().nullable(),
  sourceType: z.string(),
  sourceId: z.string().nullable(),
  meanings: z.array(wordMeaningSchema),
  language: z.enum(LANGUAGES),
  reading: z.string().nullable(),
  jlpt: z.array(z.string()),
  commonality: z.string().nullable(),
  notes: z.string().nullable(),
  mastered: z.boolean(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewCount: z.number().int().min(0),
  easeIndex: z.number(),
  intervalDays: z.number().int().min(0),
  nextReviewDate: z.string().nullable(),
  lastReviewDate: z.string().nullable(),
  fsrs: fsrsMemorySchema.nullable(),
});
export type VocabularyWord = z.infer<typeof vocabularyWordSchema>;

export const addWordRequestSchema = z.strictObject({
  word: newWordText,
  context: optionalText(LIMITS.contextMaxLength),
  sourceType: text(30).trim().min(1).default('practice'),
  sourceId: optionalText(100),
  notes: optionalText(LIMITS.notesMaxLength),
  tags: tagsSchema.default([]),
  language: z.enum(LANGUAGES).default('zh'),
});
export type AddWordRequest = z.input<typeof addWordRequestSchema>;
export type AddWordInput = z.output<typeof addWordRequestSchema>;

/**
 * Every key is optional; what is present replaces the stored value. `definitionSource` goes with
 * `definition` (the learner's when left out); a 'dictionary' definition leaves a learner's as is.
 */
export const updateWordRequestSchema = z
  .strictObject({
    notes: optionalText(LIMITS.notesMaxLength).optional(),
    context: optionalText(LIMITS.contextMaxLength).optional(),
    mastered: z.boolean().optional(),
    tags: tagsSchema.optional(),
    language: z.enum(LANGUAGES).optional(),
    definition: definitionFields.definition.optional(),
    phonetic: definitionFields.phonetic.optional(),
    audioUrl: definitionFields.audioUrl.optional(),
    meanings: definitionFields.meanings.optional(),
    reading: definitionFields.reading.optional(),
    jlpt: definitionFields.jlpt.optional(),
    commonality: definitionFields.commonality.optional(),
    definitionSource: z.enum(WORD_DEFINITION_SOURCES).optional(),
  })
  .refine((v) => v.definitionSource === undefined || v.definition !== undefined, {
    message: 'definitionSource goes with definition',
    path: ['definitionSource'],
  });
export type UpdateWordRequest = z.input<typeof updateWordRequestSchema>;
export type UpdateWordInput = z.output<typeof updateWordRequestSchema>;

export const wordIdParamsSchema = z.strictObject({ id: text(100).min(1) });

export const listWordsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.listMaxLimit)
    .default(VOCABULARY.wordListPageSize),
  sortBy: z.enum(VOCABULARY_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
  /** "true": mastered words only; "false": the others; absent: all. */
  mastered: z.enum(['true', 'false']).optional(),
  /** Matches word, definition, meanings and notes, ignoring letter case; blank = no filter. */
  search: text(LIMITS.searchMaxLength).trim().optional(),
  /**
   * Exact words (any letter case), the parameter repeated per word: which of them the notebook
   * already holds. A single value arrives as a string.
   */
  words: z
    .union([wordText, z.array(wordText).max(LIMITS.exactWordsMax)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
});
export type ListWordsQuery = z.input<typeof listWordsQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const wordListSchema = z.object({
  words: z.array(vocabularyWordSchema),
  pagination: paginationSchema,
});
export type WordList = z.infer<typeof wordListSchema>;

export const vocabularyStatsSchema = z.object({
  totalWords: z.number().int().min(0),
  masteredWords: z.number().int().min(0),
  /** Added in the last seven days. */
  recentWords: z.number().int().min(0),
  /** Due: not mastered, and never reviewed or past the next review date. */
  wordsNeedingReview: z.number().int().min(0),
  /** Words whose last review falls on the learner's current day (the tz query, UTC by default). */
  reviewedToday: z.number().int().min(0),
  /** Consecutive days with at least one rating, ending today or yesterday in the learner's zone. */
  reviewStreak: z.number().int().min(0),
});
export type VocabularyStats = z.infer<typeof vocabularyStatsSchema>;

export const batchRequestSchema = z
  .strictObject({
    operation: z.enum(VOCABULARY_BATCH_OPERATIONS),
    wordIds: z.array(text(100).min(1)).min(1).max(LIMITS.batchMaxIds),
    tags: tagsSchema.optional(),
  })
  .refine((v) => v.operation !== 'addTags' || (v.tags?.length ?? 0) > 0, {
    message: 'addTags needs at least one tag',
    path: ['tags'],
  });
export type BatchRequest = z.input<typeof batchRequestSchema>;

export const batchResultSchema = z.object({
  message: z.string(),
  /** The caller's words the operation touched; ids of other users are not counted. */
  affected: z.number().int().min(0),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

export const exportQuerySchema = z.object({
  format: z.enum(VOCABULARY_EXPORT_FORMATS).default('json'),
  includeReviewData: z.enum(['true', 'false']).default('true'),
});
export type ExportQuery = z.input<typeof exportQuerySchema>;

const REVIEW_KEYS = [
  'reviewCount',
  'easeIndex',
  'intervalDays',
  'nextReviewDate',
  'lastReviewDate',
  'fsrs',
] as const;

/** A word in a JSON export: every field; the review fields only when review data is exported. */
export const exportedWordSchema = vocabularyWordSchema.partial(
  Object.fromEntries(REVIEW_KEYS.map((k) => [k, true])) as Record<
    (typeof REVIEW_KEYS)[number],
    true
  >,
);
export type ExportedWord = z.infer<typeof exportedWordSchema>;

export const vocabularyExportFileSchema = z.object({
  exportDate: z.string(),
  totalWords: z.number().int().min(0),
  includeReviewData: z.boolean(),
  words: z.array(exportedWordSchema),
});
export type VocabularyExportFile = z.infer<typeof vocabularyExportFileSchema>;

const reviewDataSchema = z.object({
  reviewCount: z.number().int().min(0).max(1e6).optional(),
  easeIndex: z.number().min(1).max(10).optional(),
  intervalDays: z.number().min(0).max(36_500).optional(),
  nextReviewDate: isoInstantSchema.nullish(),
  lastReviewDate: isoInstantSchema.nullish(),
});

/**
 * One word of an import: the server word (as JSON export writes it), the client word (review
 * data nested in `reviewData`, `addedAt`), or a CSV row mapped by `csvRecordToImportWord`.
 * Unknown keys (ids, loading flags) are ignored; imported words get new ids.
 */
export const importWordSchema = z
  .object({
    word: newWordText,
    context: optionalText(LIMITS.contextMaxLength),
    notes: optionalText(LIMITS.notesMaxLength),
    sourceType: text(30).trim().nullish(),
    sourceId: optionalText(100),
    language: z.enum(LANGUAGES).nullish(),
    mastered: z.boolean().nullish(),
    tags: tagsSchema.nullish(),
    createdAt: isoInstantSchema.nullish(),
    addedAt: isoInstantSchema.nullish(),
    definition: definitionFields.definition,
    definitionSource: z.enum(WORD_DEFINITION_SOURCES).nullish(),
    phonetic: definitionFields.phonetic,
    audioUrl: definitionFields.audioUrl,
    meanings: definitionFields.meanings.nullish(),
    reading: definitionFields.reading,
    jlpt: definitionFields.jlpt.nullish(),
    commonality: definitionFields.commonality,
    reviewData: reviewDataSchema.nullish(),
    fsrs: fsrsMemorySchema.nullish(),
  })
  .extend(reviewDataSchema.shape)
  .transform((w) => {
    const review = { ...w.reviewData, ...stripUndefined(pickReview(w)) };
    return {
      word: w.word,
      definition: w.definition,
      // A file's definition is the learner's unless the file says it was the dictionary's.
      definitionSource: w.definition ? (w.definitionSource ?? 'learner') : null,
      phonetic: w.phonetic,
      audioUrl: w.audioUrl,
      context: w.context,
      sourceType: w.sourceType || 'import',
      sourceId: w.sourceId,
      meanings: w.meanings ?? [],
      language: w.language ?? 'zh',
      reading: w.reading,
      jlpt: w.jlpt ?? [],
      commonality: w.commonality,
      notes: w.notes,
      mastered: w.mastered ?? false,
      tags: w.tags ?? [],
      createdAt: w.createdAt ?? w.addedAt ?? null,
      reviewCount: review.reviewCount ?? VOCABULARY.defaultReviewCount,
      easeIndex: review.easeIndex ?? VOCABULARY.defaultEaseIndex,
      intervalDays: Math.round(review.intervalDays ?? VOCABULARY.defaultIntervalDays),
      nextReviewDate: review.nextReviewDate ?? null,
      lastReviewDate: review.lastReviewDate ?? null,
      fsrs: w.fsrs ?? null,
    };
  });
export type ImportWord = z.output<typeof importWordSchema>;

function pickReview(w: z.infer<typeof reviewDataSchema>) {
  const { reviewCount, easeIndex, intervalDays, nextReviewDate, lastReviewDate } = w;
  return { reviewCount, easeIndex, intervalDays, nextReviewDate, lastReviewDate };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Rows are checked one by one on the server, so a bad row is reported, not the whole call. */
export const importRequestSchema = z.strictObject({
  words: z.array(z.unknown()).max(LIMITS.importMaxWords, {
    message: `at most ${LIMITS.importMaxWords} words per import`,
  }),
  replaceExisting: z.boolean().default(false),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

export const importResultSchema = z.object({
  totalWords: z.number().int().min(0),
  successCount: z.number().int().min(0),
  /** Words already in the notebook (or repeated in the file) left as they were. */
  skipCount: z.number().int().min(0),
  errorCount: z.number().int().min(0),
  /** "Row {n}: {field}: {problem}", n counting the words from 1; the first 100 only. */
  errors: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** Characters of the base64 text of `bytes` bytes. */
export const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

/**
 * POST /vocabulary/import/anki: an Anki package (.apkg, .colpkg) as base64, since the calls
 * carry JSON. Read in a worker thread; nothing is stored.
 */
export const ankiReadRequestSchema = z.strictObject({
  package: z
    .string()
    .min(1)
    .max(base64Length(LIMITS.ankiPackageMaxBytes), {
      message: `at most ${LIMITS.ankiPackageMaxBytes} bytes`,
    }),
});
export type AnkiReadRequest = z.input<typeof ankiReadRequestSchema>;

/**
 * A note of the package as a word for POST /vocabulary/import, which checks it like any other:
 * our note type's fields by name, else Front/Back, else the first two fields; the first card's
 * scheduling when it has been reviewed.
 */
export const ankiWordSchema = z.object({
  word: z.string(),
  definition: z.string().nullable(),
  /** Only when our own export marked the definition as the dictionary's. */
  definitionSource: z.enum(WORD_DEFINITION_SOURCES).optional(),
  phonetic: z.string().nullable(),
  context: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  mastered: z.boolean(),
  createdAt: z.string().nullable(),
  // Only for a card that has been studied; the import's defaults for a new word otherwise.
  reviewCount: z.number().int().min(0).optional(),
  easeIndex: z.number().optional(),
  intervalDays: z.number().int().min(0).optional(),
  nextReviewDate: z.string().nullable().optional(),
  lastReviewDate: z.string().nullable().optional(),
  fsrs: fsrsMemorySchema.nullable().optional(),
});
export type AnkiWord = z.infer<typeof ankiWordSchema>;

export const ankiReadResultSchema = z.object({
  /** Notes in the package; notes without a word are left out of `words`. */
  noteCount: z.number().int().min(0),
  words: z.array(ankiWordSchema),
});
export type AnkiReadResult = z.infer<typeof ankiReadResultSchema>;
