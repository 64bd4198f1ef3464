import {
  VOCABULARY_LIMITS,
  csvRecordsToImportWords,
  type CsvRecord,
} from '@toeic-ace/contract/rules';
import { isApiClientError } from '@/lib/api-error';
import { readAnkiPackage } from './api/read-anki-package';

/** Why a file cannot be imported; each has its message in `notebookImport.errors`. */
export type ImportFileError =
  | 'invalidJson'
  | 'invalidCsv'
  | 'unsupported'
  | 'noWords'
  | 'ankiInvalid'
  | 'ankiTooLarge'
  | 'ankiCollectionTooLarge'
  | 'ankiTooManyNotes';

export type ParsedImport =
  | { ok: true; words: Record<string, unknown>[] }
  | { ok: false; error: ImportFileError; values?: Record<string, string> };

const isJson = (file: File) => file.type === 'application/json' || /\.json$/i.test(file.name);
const isCsv = (file: File) => file.type === 'text/csv' || /\.csv$/i.test(file.name);
const isAnki = (file: File) => /\.(apkg|colpkg)$/i.test(file.name);

const megabytes = (bytes: number) => String(Math.round(bytes / 1024 / 1024));

/** The limits the Anki errors name, in the words of the message. */
const ANKI_LIMIT_VALUES = {
  ankiTooLarge: { mb: megabytes(VOCABULARY_LIMITS.ankiPackageMaxBytes) },
  ankiCollectionTooLarge: { mb: megabytes(VOCABULARY_LIMITS.ankiCollectionMaxBytes) },
  ankiTooManyNotes: { max: String(VOCABULARY_LIMITS.importMaxWords) },
} as const;

const ankiFailure = (error: keyof typeof ANKI_LIMIT_VALUES): ParsedImport => ({
  ok: false,
  error,
  values: ANKI_LIMIT_VALUES[error],
});

/** The file's bytes as base64, read by the browser (no copy through JavaScript strings of bytes). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    reader.readAsDataURL(file);
  });

/**
 * An Anki package's notes, read by the server in a worker thread. A package past the size limit
 * is refused here, before it is sent; the server's refusals come back as the same errors.
 */
async function wordsOfAnki(file: File): Promise<ParsedImport> {
  if (file.size > VOCABULARY_LIMITS.ankiPackageMaxBytes) return ankiFailure('ankiTooLarge');
  try {
    const { words } = await readAnkiPackage(await base64Of(file));
    return words.length ? { ok: true, words } : { ok: false, error: 'noWords' };
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    if (error.code === 'ANKI_PACKAGE_INVALID') return { ok: false, error: 'ankiInvalid' };
    if (error.code === 'PAYLOAD_TOO_LARGE') return ankiFailure('ankiTooLarge');
    if (error.code !== 'ANKI_PACKAGE_TOO_LARGE') throw error;
    const limit = (error.details as { limit?: unknown } | undefined)?.limit;
    if (limit === VOCABULARY_LIMITS.importMaxWords) return ankiFailure('ankiTooManyNotes');
    if (limit === VOCABULARY_LIMITS.ankiCollectionMaxBytes) {
      return ankiFailure('ankiCollectionTooLarge');
    }
    return ankiFailure('ankiTooLarge');
  }
}

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
  if (isAnki(file)) return wordsOfAnki(file);
  const json = isJson(file);
  if (!json && !isCsv(file)) return { ok: false, error: 'unsupported' };
  const text = await file.text();
  const words = json ? wordsOfJson(text) : await wordsOfCsv(text);
  if (!words) return { ok: false, error: json ? 'invalidJson' : 'invalidCsv' };
  if (words.length === 0) return { ok: false, error: 'noWords' };
  return { ok: true, words };
}
