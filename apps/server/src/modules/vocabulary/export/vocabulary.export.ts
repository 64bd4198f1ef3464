import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  exportQuerySchema,
  vocabularyExportFilename,
  type ExportQuery,
  type User,
  type VocabularyWord,
  VOCABULARY_EXPORT_CONTENT_TYPES,
  VOCABULARY_MESSAGES,
} from '@toeic-ace/contract';
import type { Db } from '../../../db/schema';
import { ConflictError } from '../../../errors';
import { yieldToEventLoop } from '../../../runtime/event-loop';
import { withAnkiWorker } from '../anki/anki-jobs';
import { ankiTempDir } from '../anki/anki-temp';
import { toWord } from '../vocabulary.dto';
import * as repo from '../vocabulary.repository';
import { csvChunks } from './csv-writer';
import { jsonChunks } from './json-writer';

/** Words read, converted and written at a time. */
export const EXPORT_PAGE_SIZE = 500;

export interface ExportFile {
  filename: string;
  contentType: string;
  /** JSON and CSV are text worth compressing; a package is a zip already. */
  compressible: boolean;
  /** Read as it is sent; ending or destroying it releases the learner's export. */
  body: Readable;
}

export interface ExportDeps {
  db: Db;
  clock: () => Date;
}

/**
 * The notebook in pages, oldest word first: a keyset read per page, with a turn of the event
 * loop between pages (SQLite reads are synchronous, so nothing else would run otherwise).
 */
async function* wordPages(db: Db, userId: string): AsyncGenerator<VocabularyWord[]> {
  let after: repo.ExportCursor | null = null;
  for (;;) {
    const rows = await repo.exportPage(db, userId, after, EXPORT_PAGE_SIZE);
    if (rows.length > 0) yield rows.map(toWord);
    if (rows.length < EXPORT_PAGE_SIZE) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.created_at, id: last.id };
    await yieldToEventLoop();
  }
}

/**
 * Exports stream: JSON and CSV are written as the pages are read (the reply pulls, so a slow
 * client holds back the reading), and an Anki package is built in a worker thread into a
 * temporary file, which is then sent and deleted. One export per learner at a time in this
 * server process; a second answers 409 EXPORT_IN_PROGRESS.
 */
export function createExportService({ db, clock }: ExportDeps) {
  const running = new Set<string>();

  async function ankiPackage(user: User, includeReviewData: boolean, now: Date) {
    const dir = await ankiTempDir('export');
    try {
      const path = await withAnkiWorker(async (call) => {
        await call('exportBegin', {
          dir,
          includeReviewData,
          language: user.preferences.language,
          nowMs: now.getTime(),
        });
        for await (const words of wordPages(db, user.id)) await call('exportAdd', words);
        return call('exportEnd', undefined);
      });
      const file = createReadStream(path);
      file.once('close', () => void rm(dir, { recursive: true, force: true }));
      return file;
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  async function start(user: User, raw: ExportQuery): Promise<ExportFile> {
    const query = exportQuerySchema.parse(raw);
    if (running.has(user.id)) {
      throw new ConflictError('EXPORT_IN_PROGRESS', VOCABULARY_MESSAGES.exportInProgress);
    }
    running.add(user.id);
    const release = () => running.delete(user.id);
    try {
      const includeReviewData = query.includeReviewData === 'true';
      const now = clock();
      const body =
        query.format === 'anki'
          ? await ankiPackage(user, includeReviewData, now)
          : Readable.from(
              query.format === 'json'
                ? jsonChunks(wordPages(db, user.id), includeReviewData, now)
                : csvChunks(wordPages(db, user.id), includeReviewData),
            );
      // Read to its end, failed or abandoned: 'close' may come a tick after the last byte.
      body.once('end', release).once('close', release);
      return {
        filename: vocabularyExportFilename(query.format, now),
        contentType: VOCABULARY_EXPORT_CONTENT_TYPES[query.format],
        compressible: query.format !== 'anki',
        body,
      };
    } catch (error) {
      release();
      throw error;
    }
  }

  return { start };
}

export type ExportService = ReturnType<typeof createExportService>;
