import {
  WORD_DEFINITION_SOURCES,
  csvCellFromExport,
  type VocabularyCsvColumn,
} from './vocabulary-constants';

/**
 * A parsed CSV row (header name → cell) as an import word. Recognised columns only; a cell left
 * empty is left out; a cell export neutralised against formulas loses its leading ' again;
 * `mastered` is true when the cell says true in any letter case; the numeric columns count only
 * when they hold a number; `definitionSource` only when it names one (else the definition is the
 * learner's). Null for a row without a word (dropped).
 */
export type CsvRecord = Partial<Record<string, string | undefined>>;

const TEXT_COLUMNS = [
  'definition',
  'phonetic',
  'context',
  'notes',
  'sourceType',
  'language',
  'nextReviewDate',
] as const satisfies readonly VocabularyCsvColumn[];
const NUMBER_COLUMNS = [
  'reviewCount',
  'easeIndex',
  'intervalDays',
] as const satisfies readonly VocabularyCsvColumn[];

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export function csvRecordToImportWord(record: CsvRecord): Record<string, unknown> | null {
  const cell = (column: VocabularyCsvColumn) => {
    const value = record[column];
    return value === undefined ? undefined : csvCellFromExport(value);
  };
  const word = cell('word')?.trim();
  if (!word) return null;
  const out: Record<string, unknown> = { word };
  for (const column of TEXT_COLUMNS) {
    const value = cell(column);
    if (value) out[column] = value;
  }
  const source = cell('definitionSource')?.trim().toLowerCase();
  if ((WORD_DEFINITION_SOURCES as readonly (string | undefined)[]).includes(source)) {
    out.definitionSource = source;
  }
  const mastered = cell('mastered');
  if (mastered !== undefined) out.mastered = mastered.trim().toLowerCase() === 'true';
  for (const column of NUMBER_COLUMNS) {
    const value = cell(column)?.trim();
    if (value && NUMERIC.test(value)) out[column] = Number(value);
  }
  return out;
}

/** The words of a parsed CSV file, rows without a word dropped. */
export const csvRecordsToImportWords = (records: readonly CsvRecord[]) =>
  records.map(csvRecordToImportWord).filter((w): w is Record<string, unknown> => w !== null);
