/** The notebook's sort fields, batch operations, export formats and CSV columns. */
export const VOCABULARY_SORT_FIELDS = ['createdAt', 'word', 'mastered'] as const;
export type VocabularySortField = (typeof VOCABULARY_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const VOCABULARY_BATCH_OPERATIONS = [
  'markMastered',
  'markUnmastered',
  'delete',
  'addTags',
] as const;
export type VocabularyBatchOperation = (typeof VOCABULARY_BATCH_OPERATIONS)[number];

/**
 * Who wrote a word's `definition`: the learner (typed it, or brought it in a file) or the
 * dictionary (the equivalents a look-up stored). A look-up never replaces the learner's own.
 */
export const WORD_DEFINITION_SOURCES = ['learner', 'dictionary'] as const;
export type WordDefinitionSource = (typeof WORD_DEFINITION_SOURCES)[number];

export const VOCABULARY_EXPORT_FORMATS = ['json', 'csv', 'anki'] as const;
export type VocabularyExportFormat = (typeof VOCABULARY_EXPORT_FORMATS)[number];

/** Media type of each export format's file. */
export const VOCABULARY_EXPORT_CONTENT_TYPES: Record<VocabularyExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  anki: 'application/octet-stream',
};

/** File extension of each export format. */
export const VOCABULARY_EXPORT_EXTENSIONS: Record<VocabularyExportFormat, string> = {
  json: 'json',
  csv: 'csv',
  anki: 'apkg',
};

/** The CSV columns import recognises, in the order export writes them. */
export const VOCABULARY_CSV_COLUMNS = [
  'word',
  'definition',
  'phonetic',
  'context',
  'notes',
  'mastered',
  'sourceType',
  'language',
  'reviewCount',
  'nextReviewDate',
  'easeIndex',
  'intervalDays',
  // Not in the original list, so last: without it a re-imported file would call the
  // dictionary's text the learner's. No column (or another value) means the learner's.
  'definitionSource',
] as const;
export type VocabularyCsvColumn = (typeof VOCABULARY_CSV_COLUMNS)[number];

/** The CSV columns that belong to review data (left out when review data is not exported). */
export const VOCABULARY_CSV_REVIEW_COLUMNS = [
  'reviewCount',
  'nextReviewDate',
  'easeIndex',
  'intervalDays',
] as const satisfies readonly VocabularyCsvColumn[];

/** Texts of the calls, shown by the client as they are. */
export const VOCABULARY_MESSAGES = {
  batchSucceeded: 'operation succeeded',
  wordExists: 'This word is already in your vocabulary notebook',
  wordNotFound: 'Word not found',
  invalidJson: 'invalid JSON format',
  invalidCsv: 'CSV file format invalid',
  unsupportedFile: 'unsupported file format, please select a JSON or CSV file',
  noValidWords: 'no valid vocabulary data found in the file',
  exportInProgress: 'An export of your notebook is already running; wait until it has finished',
  ankiInvalid: 'This file is not an Anki package this app can read',
} as const;

/** 409 NOTEBOOK_FULL: names the limit and how many more words fit (also in `details`). */
export const notebookFullMessage = (limit: number, room: number) =>
  `Your notebook holds at most ${limit} words; ${room} more ${room === 1 ? 'fits' : 'fit'}`;

/** 413 ANKI_PACKAGE_TOO_LARGE: the package, its unpacked collection, or its note count. */
export const ankiTooLargeMessage = (what: 'package' | 'collection' | 'notes', limit: number) =>
  what === 'notes'
    ? `An Anki package may hold at most ${limit} notes per import`
    : `An Anki ${what === 'package' ? 'package' : 'collection'} may be at most ${Math.round(limit / 1024 / 1024)} MB`;

/**
 * CSV cells a spreadsheet would run as a formula start with one of = + - @ tab or carriage
 * return (OWASP's rule). Export puts a ' before such a cell, and before a cell that already
 * starts with ', so that import can take exactly one ' away again: export → import is lossless.
 */
export const CSV_CELL_NEEDS_PREFIX = /^[=+\-@\t\r']/;
export const CSV_CELL_PREFIX = "'";

/** The cell as the file held it before export neutralised it. */
export const csvCellFromExport = (cell: string) =>
  cell.startsWith(CSV_CELL_PREFIX) && CSV_CELL_NEEDS_PREFIX.test(cell.slice(1))
    ? cell.slice(1)
    : cell;

/** `vocabulary_export_{YYYY-MM-DD}.{ext}`; the date is the UTC day of `now`. */
export const vocabularyExportFilename = (format: VocabularyExportFormat, now: Date) =>
  `vocabulary_export_${now.toISOString().slice(0, 10)}.${VOCABULARY_EXPORT_EXTENSIONS[format]}`;
