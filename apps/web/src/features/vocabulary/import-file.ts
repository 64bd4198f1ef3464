import { csvRecordsToImportWords, type CsvRecord } from '@toeic-ace/contract';

/** Why a file cannot be imported; each has its message in `vocabulary.import.errors`. */
export type ImportFileError = 'invalidJson' | 'invalidCsv' | 'unsupported' | 'noWords';

export type ParsedImport =
  { ok: true; words: Record<string, unknown>[] } | { ok: false; error: ImportFileError };

const isJson = (file: File) => file.type === 'application/json' || /\.json$/i.test(file.name);
const isCsv = (file: File) => file.type === 'text/csv' || /\.csv$/i.test(file.name);

function wordsOfJson(text: string): Record<string, unknown>[] | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' &&
        data !== null &&
        Array.isArray((data as { words?: unknown }).words)
      ? (data as { words: unknown[] }).words
      : null;
  if (!list) return null;
  // Entries without a word are dropped here, as CSV rows without one are; the server reports the rest.
  return list.filter(
    (w): w is Record<string, unknown> =>
      typeof w === 'object' && w !== null && typeof (w as { word?: unknown }).word === 'string',
  );
}

async function wordsOfCsv(text: string): Promise<Record<string, unknown>[] | null> {
  // A real CSV parser: quoted cells keep their commas, quotes and line breaks. It loads when a
  // CSV file is picked, not with the notebook.
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<CsvRecord>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  if (!result.meta.fields?.length || result.data.length === 0) return null;
  return csvRecordsToImportWords(result.data);
}

/** Reads a picked file into the words of an import call, or the reason it cannot be. */
export async function parseImportFile(file: File): Promise<ParsedImport> {
  const json = isJson(file);
  if (!json && !isCsv(file)) return { ok: false, error: 'unsupported' };
  const text = await file.text();
  const words = json ? wordsOfJson(text) : await wordsOfCsv(text);
  if (!words) return { ok: false, error: json ? 'invalidJson' : 'invalidCsv' };
  if (words.length === 0) return { ok: false, error: 'noWords' };
  return { ok: true, words };
}
