import {
  VOCABULARY_LIMITS,
  ankiReadRequestSchema,
  ankiTooLargeMessage,
  type AnkiReadRequest,
  type AnkiReadResult,
} from '@toeic-ace/contract';
import { AppError } from '../../../errors';
import { ankiAppError, withAnkiWorker } from '../anki/anki-jobs';

/** The bytes in an ArrayBuffer of their own, which can be handed to the worker without a copy. */
const ownBuffer = (bytes: Buffer): Uint8Array =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? new Uint8Array(bytes.buffer)
    : new Uint8Array(bytes);

/**
 * An Anki package's notes as words for the notebook's import, read in a worker thread: the zip,
 * the collection (SQLite) and any zip bomb never touch the event loop. Nothing is stored; the
 * client sends the words to the import call, which checks and writes them as any other.
 */
export async function readAnkiPackage(raw: AnkiReadRequest): Promise<AnkiReadResult> {
  const request = ankiReadRequestSchema.parse(raw);
  const pkg = Buffer.from(request.package, 'base64');
  if (pkg.length > VOCABULARY_LIMITS.ankiPackageMaxBytes) {
    const limit = VOCABULARY_LIMITS.ankiPackageMaxBytes;
    throw new AppError(413, 'ANKI_PACKAGE_TOO_LARGE', ankiTooLargeMessage('package', limit), {
      limit,
    });
  }
  const bytes = ownBuffer(pkg);
  try {
    return await withAnkiWorker((call) =>
      call(
        'readPackage',
        {
          pkg: bytes,
          limits: {
            collectionMaxBytes: VOCABULARY_LIMITS.ankiCollectionMaxBytes,
            maxNotes: VOCABULARY_LIMITS.importMaxWords,
          },
        },
        [bytes.buffer as ArrayBuffer],
      ),
    );
  } catch (error) {
    throw ankiAppError(error);
  }
}
