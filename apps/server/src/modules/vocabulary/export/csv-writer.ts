import {
  CSV_CELL_NEEDS_PREFIX,
  VOCABULARY_CSV_COLUMNS,
  VOCABULARY_CSV_REVIEW_COLUMNS,
  type VocabularyCsvColumn,
  type VocabularyWord,
} from '@toeic-ace/contract';

const cell: Record<VocabularyCsvColumn, (w: VocabularyWord) => string> = {
  word: (w) => w.word,
  definition: (w) => w.definition ?? '',
  definitionSource: (w) => w.definitionSource ?? '',
  phonetic: (w) => w.phonetic ?? '',
  context: (w) => w.context ?? '',
  notes: (w) => w.notes ?? '',
  mastered: (w) => String(w.mastered),
  sourceType: (w) => w.sourceType,
  language: (w) => w.language,
  reviewCount: (w) => String(w.reviewCount),
  nextReviewDate: (w) => w.nextReviewDate ?? '',
  easeIndex: (w) => String(w.easeIndex),
  intervalDays: (w) => String(w.intervalDays),
};

/**
 * The recognised columns in their order, RFC 4180 (CRLF rows; a field holding a comma, quote or
 * line break is quoted, quotes doubled), written page by page as the pages are read. A UTF-8
 * byte order mark leads, so spreadsheet programs read CJK text correctly; CSV parsers (Papa
 * Parse included) skip it. A cell a spreadsheet would run as a formula gets a leading '
 * (CSV_CELL_NEEDS_PREFIX; the app's import takes it away again).
 */
export async function* csvChunks(
  pages: AsyncIterable<readonly VocabularyWord[]>,
  includeReviewData: boolean,
): AsyncGenerator<string> {
  // Loaded on the first CSV export rather than at every start.
  const { default: Papa } = await import('papaparse');
  const review = new Set<string>(VOCABULARY_CSV_REVIEW_COLUMNS);
  const columns = VOCABULARY_CSV_COLUMNS.filter((c) => includeReviewData || !review.has(c));
  const config = { newline: '\r\n', escapeFormulae: CSV_CELL_NEEDS_PREFIX };
  // Without rows Papa Parse still ends the header with a line break; each page brings its own.
  yield `\ufeff${Papa.unparse({ fields: [...columns], data: [] }, config).replace(/\r\n$/, '')}`;
  for await (const words of pages) {
    const rows = words.map((w) => columns.map((c) => cell[c](w)));
    yield `\r\n${Papa.unparse(rows, config)}`;
  }
}
