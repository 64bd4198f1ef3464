import {
  VOCABULARY_CSV_COLUMNS,
  VOCABULARY_CSV_REVIEW_COLUMNS,
  type VocabularyCsvColumn,
  type VocabularyWord,
} from '@toeic-ace/contract';

const cell: Record<VocabularyCsvColumn, (w: VocabularyWord) => string> = {
  word: (w) => w.word,
  definition: (w) => w.definition ?? '',
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
 * line break is quoted, quotes doubled). A UTF-8 byte order mark leads, so spreadsheet programs
 * read CJK text correctly; CSV parsers (Papa Parse included) skip it.
 */
export async function writeCsv(
  words: readonly VocabularyWord[],
  includeReviewData: boolean,
): Promise<string> {
  // Loaded on the first CSV export rather than at every start.
  const { default: Papa } = await import('papaparse');
  const review = new Set<string>(VOCABULARY_CSV_REVIEW_COLUMNS);
  const columns = VOCABULARY_CSV_COLUMNS.filter((c) => includeReviewData || !review.has(c));
  const data = words.map((w) => columns.map((c) => cell[c](w)));
  const csv = Papa.unparse({ fields: [...columns], data }, { newline: '\r\n' });
  // Without rows Papa Parse still ends the header with a line break; a file ends after its last row.
  return `\ufeff${data.length === 0 ? csv.replace(/\r\n$/, '') : csv}`;
}
