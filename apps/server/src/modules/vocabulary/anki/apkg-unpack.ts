import { closeSync, openSync, writeSync } from 'node:fs';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Decompress } from 'fzstd';
import yauzl from 'yauzl';
import { AnkiPackageError } from './anki-errors';

/**
 * The collections a package may hold, best first: Anki 2.1.50+ writes `collection.anki21b`
 * (zstd-compressed, schema 18) beside a stub `collection.anki2` that only says "update Anki";
 * older Anki and "support older versions" exports hold `collection.anki21` or `collection.anki2`.
 */
const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;

/**
 * Writes what it is given to `fd` at once (this runs in a worker thread, where a synchronous
 * write blocks nobody), counting the bytes and failing past `limit`: nothing piles up in
 * memory, however far a chunk inflates.
 */
function cappedFile(fd: number, limit: number) {
  let written = 0;
  return (chunk: Uint8Array) => {
    written += chunk.length;
    if (written > limit) throw AnkiPackageError.tooLarge('collection', limit);
    writeSync(fd, chunk);
  };
}

/** The zip entry's bytes, as they inflate, into `write`. */
function plainSink(write: (chunk: Uint8Array) => void) {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        write(chunk);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/**
 * A zstd stream (Anki's `collection.anki21b`) decoded into `write`. A frame states the memory it
 * needs before any data (fzstd allocates it at once), so a frame asking for more than the limit
 * is refused first.
 */
function zstdSink(write: (chunk: Uint8Array) => void, limit: number) {
  const decoder = new Decompress((chunk) => {
    if (chunk.length) write(chunk);
  });
  let head: Buffer | null = Buffer.alloc(0);
  const feed = (chunk: Buffer, final: boolean) => {
    if (head) {
      head = Buffer.concat([head, chunk]);
      if (head.length < ZSTD_HEADER_MAX && !final) return;
      if (zstdWindow(head) > limit) throw AnkiPackageError.tooLarge('collection', limit);
      [chunk, head] = [head, null];
    }
    decoder.push(chunk, final);
  };
  const guarded = (chunk: Buffer, final: boolean, done: (error?: Error) => void) => {
    try {
      feed(chunk, final);
      done();
    } catch (error) {
      done(error instanceof AnkiPackageError ? error : AnkiPackageError.invalid());
    }
  };
  return new Writable({
    write: (chunk: Buffer, _encoding, done) => guarded(chunk, false, done),
    final: (done) => guarded(Buffer.alloc(0), true, done),
  });
}

/** A zstd frame header is at most 18 bytes. */
const ZSTD_HEADER_MAX = 18;

/** The memory a zstd frame header asks for: its content size, else its window (RFC 8878 3.1.1.1). */
export function zstdWindow(header: Uint8Array): number {
  const magic = [0x28, 0xb5, 0x2f, 0xfd];
  if (header.length < 6 || magic.some((byte, i) => header[i] !== byte)) {
    throw AnkiPackageError.invalid();
  }
  const descriptor = header[4]!;
  const singleSegment = (descriptor >> 5) & 1;
  const sizeFlag = descriptor >> 6;
  const dictBytes = [0, 1, 2, 4][descriptor & 3]!;
  let at = 5;
  let window = 0;
  if (!singleSegment) {
    const w = header[at++]!;
    const base = 2 ** (10 + (w >> 3));
    window = base + (base / 8) * (w & 7);
  }
  at += dictBytes;
  const sizeBytes = sizeFlag === 0 ? singleSegment : 2 ** sizeFlag;
  let size = 0;
  for (let i = 0; i < sizeBytes; i++) size += (header[at + i] ?? 0) * 2 ** (8 * i);
  if (sizeBytes === 2) size += 256;
  return Math.max(window, size);
}

/**
 * Writes the package's best collection to `target` as a plain SQLite file, refusing past
 * `limit` bytes as it goes: a zip bomb is stopped once its output passes the limit, whatever
 * its headers claim (yauzl also fails an entry that inflates past its stated size).
 */
export async function unpackCollection(pkg: Buffer, target: string, limit: number): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(pkg, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw AnkiPackageError.invalid();
  }
  try {
    const entries = new Map<string, yauzl.Entry>();
    for await (const entry of zip.eachEntry()) {
      if ((COLLECTIONS as readonly string[]).includes(entry.fileName)) {
        entries.set(entry.fileName, entry);
      }
    }
    const name = COLLECTIONS.find((n) => entries.has(n));
    if (!name) throw AnkiPackageError.invalid();
    const entry = entries.get(name)!;
    const zstd = name.endsWith('b');
    // A plain collection's stated size is checked before it is inflated at all.
    if (!zstd && entry.uncompressedSize > limit) {
      throw AnkiPackageError.tooLarge('collection', limit);
    }
    let stream: Readable;
    try {
      stream = await zip.openReadStreamPromise(entry);
    } catch {
      throw AnkiPackageError.invalid();
    }
    const fd = openSync(target, 'w');
    try {
      const write = cappedFile(fd, limit);
      await pipeline(stream, zstd ? zstdSink(write, limit) : plainSink(write));
    } catch (error) {
      throw error instanceof AnkiPackageError ? error : AnkiPackageError.invalid();
    } finally {
      closeSync(fd);
    }
  } finally {
    zip.close();
  }
}
