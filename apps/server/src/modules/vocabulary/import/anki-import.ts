import {
  VOCABULARY_LIMITS,
  ankiReadRequestSchema,
  ankiTooLargeMessage,
  VOCABULARY_MESSAGES,
  type AnkiReadRequest,
  type AnkiReadResult,
} from '@toeic-ace/contract';
import { AppError } from '../../../errors';
import { ankiAppError, withAnkiWorker } from '../anki/anki-jobs';

const ZIP_ENTRY_SIGNATURE = 0x04034b50;

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
  // Every package starts with a zip entry's header ("PK\x03\x04"); anything else is refused
  // here, without starting a worker.
  if (pkg.length < 4 || pkg.readUInt32LE(0) !== ZIP_ENTRY_SIGNATURE) {
    throw new AppError(400, 'ANKI_PACKAGE_INVALID', VOCABULARY_MESSAGES.ankiInvalid);
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
            word: {
              definition: VOCABULARY_LIMITS.definitionMaxLength,
              context: VOCABULARY_LIMITS.contextMaxLength,
              notes: VOCABULARY_LIMITS.notesMaxLength,
              phonetic: VOCABULARY_LIMITS.phoneticMaxLength,
              tags: VOCABULARY_LIMITS.tagsMax,
              tagLength: VOCABULARY_LIMITS.tagMaxLength,
            },
          },
        },
        [bytes.buffer as ArrayBuffer],
      ),
    );
  } catch (error) {
    throw ankiAppError(error);
  }
}
