/**
 * Test support: Anki packages as Anki itself writes them, built here with better-sqlite3 and
 * fflate from Anki's documented layouts, so the import is tested against the real formats and
 * not only against our own export: a legacy collection (schema 11, note types as JSON in
 * `col.models`) and an Anki 2.1.50+ package (schema 18 with `notetypes` / `fields` tables,
 * zstd-compressed as `collection.anki21b`, beside a stub `collection.anki2`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Readable } from 'node:stream';
import { strToU8, zipSync } from 'fflate';
import { ZipFile } from 'yazl';
import { ANKI_SCHEMA } from './anki-schema';
import type { AnkiCard } from './anki-word';

export interface FixtureNote {
  id: number;
  modelId: number;
  fields: string[];
  tags?: string;
}

/** A card as Anki's columns hold it (lapses and data default to none). */
export interface FixtureCard extends Omit<AnkiCard, 'lapses' | 'data'> {
  id: number;
  noteId: number;
  ord?: number;
  lapses?: number;
  data?: string;
}

export interface FixtureCollection {
  /** Creation time, seconds. */
  crt: number;
  /** Note type id → name and field names. */
  models: Record<number, { name: string; fields: string[] }>;
  notes: FixtureNote[];
  cards: FixtureCard[];
  /** Review log rows: card id and review time (ms). */
  revlog?: { cardId: number; at: number }[];
}

/** Schema 18's note type tables (Anki 2.1.50+); the other tables keep schema 11's columns. */
const SCHEMA_18_TABLES = `
CREATE TABLE notetypes (id integer primary key, name text not null, mtime_secs integer not null,
  usn integer not null, config blob not null);
CREATE TABLE fields (ntid integer not null, ord integer not null, name text not null,
  config blob not null, primary key (ntid, ord));
`;

function writeCollection(path: string, c: FixtureCollection, schema: 11 | 18) {
  const db = new SqliteDatabase(path);
  db.exec(ANKI_SCHEMA);
  const models = Object.fromEntries(
    Object.entries(c.models).map(([id, m]) => [
      id,
      { id, name: m.name, flds: m.fields.map((name, ord) => ({ name, ord })) },
    ]),
  );
  if (schema === 18) {
    db.exec(SCHEMA_18_TABLES);
    for (const [id, m] of Object.entries(c.models)) {
      db.prepare("INSERT INTO notetypes VALUES (?,?,0,0,x'')").run(Number(id), m.name);
      m.fields.forEach((name, ord) =>
        db.prepare("INSERT INTO fields VALUES (?,?,?,x'')").run(Number(id), ord, name),
      );
    }
  }
  db.prepare("INSERT INTO col VALUES (1,?,0,0,?,0,0,0,'{}',?,'{}','{}','{}')").run(
    c.crt,
    schema,
    schema === 18 ? '' : JSON.stringify(models),
  );
  const note = db.prepare("INSERT INTO notes VALUES (?,?,?,0,-1,?,?,?,0,0,'')");
  const card = db.prepare('INSERT INTO cards VALUES (?,?,1,?,0,-1,?,?,?,?,?,?,?,0,0,0,0,?)');
  const review = db.prepare('INSERT INTO revlog VALUES (?,?,-1,3,1,0,2500,5000,1)');
  db.transaction(() => {
    for (const n of c.notes) {
      note.run(
        n.id,
        `guid${n.id}`,
        n.modelId,
        n.tags ?? '',
        n.fields.join('\x1f'),
        n.fields[0] ?? '',
      );
    }
    for (const k of c.cards) {
      card.run(
        k.id,
        k.noteId,
        k.ord ?? 0,
        k.type,
        k.queue,
        k.due,
        k.ivl,
        k.factor,
        k.reps,
        k.lapses ?? 0,
        k.data ?? '',
      );
    }
    for (const r of c.revlog ?? []) review.run(r.at, r.cardId);
  })();
  db.close();
}

/** The collection's SQLite file as bytes. */
export function collectionBytes(c: FixtureCollection, schema: 11 | 18 = 11): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-anki-fixture-'));
  try {
    const path = join(dir, 'collection');
    writeCollection(path, c, schema);
    return new Uint8Array(readFileSync(path));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const u24 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * A valid Zstandard frame (RFC 8878) holding `data` in raw blocks of 128 KiB: single segment,
 * the content size stated in 8 bytes, no checksum. Anki compresses; a decoder reads raw blocks
 * the same way.
 */
export function zstdFrame(data: Uint8Array): Uint8Array {
  const size = data.length;
  const chunks: Uint8Array[] = [
    new Uint8Array([
      0x28,
      0xb5,
      0x2f,
      0xfd,
      0xe0,
      ...u32(size),
      ...u32(Math.floor(size / 2 ** 32)),
    ]),
  ];
  let at = 0;
  do {
    const block = data.subarray(at, at + 128 * 1024);
    at += block.length;
    // Block header: last-block bit, type 0 (raw), size.
    chunks.push(new Uint8Array(u24((at >= size ? 1 : 0) | (block.length << 3))), block);
  } while (at < size);
  return concat(chunks);
}

/**
 * A zstd frame that states a small window but repeats one byte in RLE blocks without end: what
 * a zstd bomb looks like. `blocks` blocks of 128 KiB each.
 */
export function zstdBomb(blocks: number): Uint8Array {
  // Window descriptor: 2^(10+7) = 128 KiB; no content size, no single segment.
  const header = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 7 << 3];
  const out = new Uint8Array(header.length + blocks * 4);
  out.set(header);
  for (let i = 0; i < blocks; i++) {
    // Type 1 (RLE): the one byte that follows, repeated 128 KiB times.
    const word = (i === blocks - 1 ? 1 : 0) | (1 << 1) | ((128 * 1024) << 3);
    out.set([...u24(word), 0], header.length + i * 4);
  }
  return out;
}

/** A package: the files zipped as Anki does (deflated). */
export const apkg = (files: Record<string, Uint8Array>) => zipSync(files, { level: 6 });

/** Anki's legacy package: `collection.anki2` (schema 11) and an empty media map. */
export const legacyPackage = (c: FixtureCollection) =>
  apkg({ 'collection.anki2': collectionBytes(c, 11), media: strToU8('{}') });

/** The note a stub collection of Anki 2.1.50+ holds for older versions. */
const STUB: FixtureCollection = {
  crt: 1_700_000_000,
  models: { 1: { name: 'Basic', fields: ['Front', 'Back'] } },
  notes: [
    {
      id: 1_700_000_000_000,
      modelId: 1,
      fields: [
        'Please update to the latest Anki version, then import the .colpkg/.apkg file again.',
        '',
      ],
    },
  ],
  cards: [
    { id: 1, noteId: 1_700_000_000_000, type: 0, queue: 0, due: 1, ivl: 0, factor: 0, reps: 0 },
  ],
};

/** Anki 2.1.50+'s package: the real collection zstd-compressed, a stub for older versions. */
export const modernPackage = (c: FixtureCollection) =>
  apkg({
    'collection.anki2': collectionBytes(STUB, 11),
    'collection.anki21b': zstdFrame(collectionBytes(c, 18)),
    meta: new Uint8Array([0x08, 0x03]),
    media: new Uint8Array(0),
  });

/**
 * A deflated `collection.anki2` of `megabytes` MiB of zeros, zipped as a stream (yazl, Node's
 * deflate) so the test never holds it: ≈ 1 KB of package per MiB of collection.
 */
export async function zipBomb(megabytes: number): Promise<Uint8Array> {
  const zeros = Buffer.alloc(1024 * 1024);
  let left = megabytes;
  const source = new Readable({
    read() {
      this.push(left-- > 0 ? zeros : null);
    },
  });
  const zip = new ZipFile();
  zip.addReadStream(source, 'collection.anki2');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The same package with its central directory claiming `size` bytes for every entry. */
export function withStatedSize(zip: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer);
  for (let at = 0; at + 46 <= out.length; at++) {
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return out;
}

export const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
