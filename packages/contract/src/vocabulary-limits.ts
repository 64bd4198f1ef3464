/**
 * Limits of the vocabulary notebook shared by the server's schemas and the client's forms. The
 * product's own constants (page size, review defaults, import prompt) are in VOCABULARY
 * (notebook-constants.ts); these are the bounds of the calls.
 */
export const VOCABULARY_LIMITS = {
  wordMaxLength: 100,
  /** Letters (of any script) a notebook word has at least: "a" or "5" is not a word. */
  wordMinLetters: 2,
  contextMaxLength: 500,
  notesMaxLength: 2_000,
  definitionMaxLength: 2_000,
  phoneticMaxLength: 100,
  listMaxLimit: 200,
  searchMaxLength: 100,
  /** Exact words one list call may ask about (the words filter). */
  exactWordsMax: 50,
  batchMaxIds: 500,
  importMaxWords: 10_000,
  /**
   * Words one learner's notebook may hold. Adding, importing and migrating stop there with 409
   * NOTEBOOK_FULL; it bounds every export and list a learner can ask for.
   */
  notebookMaxWords: 20_000,
  /** The import call carries up to importMaxWords words; every other call keeps the 1 MiB limit. */
  importBodyLimitBytes: 32 * 1024 * 1024,
  /** The result lists at most this many row errors; errorCount counts them all. */
  importMaxErrorsListed: 100,
  /** An Anki package (.apkg / .colpkg) the import reads, as the learner's file. */
  ankiPackageMaxBytes: 20 * 1024 * 1024,
  /**
   * Its collection once unpacked: a package that inflates past this (a zip bomb) is refused as
   * soon as the count passes it, before the rest is inflated.
   */
  ankiCollectionMaxBytes: 64 * 1024 * 1024,
  tagsMax: 20,
  tagMaxLength: 50,
  meaningsMax: 20,
  definitionsPerMeaningMax: 20,
  synonymsMax: 20,
  /** Words added in this many days count as recent. */
  recentDays: 7,
} as const;
