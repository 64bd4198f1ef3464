import {
  exportQuerySchema,
  vocabularyExportFilename,
  type ExportQuery,
  type User,
  VOCABULARY_EXPORT_CONTENT_TYPES,
} from '@toeic-ace/contract';
import type { Db } from '../../../db/schema';
import { toWord } from '../vocabulary.dto';
import * as repo from '../vocabulary.repository';
import { writeApkg } from './anki/anki-package';
import { writeCsv } from './csv-writer';
import { writeJson } from './json-writer';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

/** The user's whole notebook, oldest word first, as a file to download. */
export async function exportWords(
  db: Db,
  clock: () => Date,
  user: User,
  raw: ExportQuery,
): Promise<ExportFile> {
  const query = exportQuerySchema.parse(raw);
  const includeReviewData = query.includeReviewData === 'true';
  const now = clock();
  const words = (await repo.allWords(db, user.id)).map(toWord);
  const body =
    query.format === 'json'
      ? writeJson(words, includeReviewData, now)
      : query.format === 'csv'
        ? await writeCsv(words, includeReviewData)
        : Buffer.from(
            await writeApkg(words, { includeReviewData, language: user.preferences.language, now }),
          );
  return {
    filename: vocabularyExportFilename(query.format, now),
    contentType: VOCABULARY_EXPORT_CONTENT_TYPES[query.format],
    body,
  };
}
