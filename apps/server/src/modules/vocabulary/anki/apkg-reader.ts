import { rmSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { AnkiReadResult, AnkiWord } from '@toeic-ace/contract';
import { AnkiPackageError } from './anki-errors';
import { ankiTempDirSync } from './anki-temp';
import { noteToWord, type AnkiCard, type WordLimits } from './anki-word';
import { unpackCollection } from './apkg-unpack';

export interface ReadLimits {
  collectionMaxBytes: number;
  maxNotes: number;
  word: WordLimits;
}

/** Every card, or revlog row, per note: a package past this is not a notebook. */
const ROWS_PER_NOTE = 50;

interface NoteRow {
  id: number;
  mid: number;
  tags: string;
  flds: string;
}

interface NoteType {
  name: string;
  fields: string[];
}

/**
 * Note types by id, with their field names: schema 18 (Anki 2.1.50+) keeps them in the
 * `notetypes` and `fields` tables, older collections in the JSON of `col.models`.
 */
function noteTypes(db: SqliteDatabase.Database): Map<number, NoteType> {
  const types = new Map<number, NoteType>();
  if (hasTable(db, 'fields') && hasTable(db, 'notetypes')) {
    const named = db.prepare('SELECT id, name FROM notetypes').all() as {
      id: number;
      name: string;
    }[];
    for (const { id, name } of named) types.set(id, { name: String(name), fields: [] });
    const fields = db.prepare('SELECT ntid, name FROM fields ORDER BY ntid, ord').all() as {
      ntid: number;
      name: string;
    }[];
    for (const { ntid, name } of fields) types.get(ntid)?.fields.push(String(name));
    return types;
  }
  const { models } = db.prepare('SELECT models FROM col').get() as { models: string };
  const parsed = JSON.parse(models || '{}') as Record<
    string,
    { name?: unknown; flds?: { name: unknown }[] }
  >;
  for (const [id, model] of Object.entries(parsed)) {
    types.set(Number(id), {
      name: String(model.name ?? ''),
      fields: (model.flds ?? []).map((f) => String(f.name)),
    });
  }
  return types;
}

/** Only real tables are read: a crafted file could make `notes` a view that never ends. */
const hasTable = (db: SqliteDatabase.Database, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !==
  undefined;

const count = (db: SqliteDatabase.Database, table: string) =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

/** Each note's first card (lowest template, then id). */
function firstCards(db: SqliteDatabase.Database): Map<number, AnkiCard> {
  const cards = new Map<number, AnkiCard>();
  const rows = db
    .prepare(
      'SELECT nid, type, queue, due, ivl, factor, reps, lapses, data FROM cards ORDER BY nid, ord, id',
    )
    .iterate() as IterableIterator<AnkiCard & { nid: number }>;
  for (const { nid, ...card } of rows) if (!cards.has(nid)) cards.set(nid, card);
  return cards;
}

/** The newest review of each card, from the review log when the package has one. */
function lastReviews(db: SqliteDatabase.Database): Map<number, number> {
  if (!hasTable(db, 'revlog')) return new Map();
  const rows = db
    .prepare(
      'SELECT c.nid AS nid, max(r.id) AS at FROM revlog r JOIN cards c ON c.id = r.cid GROUP BY c.nid',
    )
    .all() as { nid: number; at: number }[];
  return new Map(rows.map((r) => [r.nid, r.at]));
}

function readCollection(path: string, limits: ReadLimits): AnkiReadResult {
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  } catch {
    throw AnkiPackageError.invalid();
  }
  try {
    if (!['col', 'notes', 'cards'].every((t) => hasTable(db, t))) throw AnkiPackageError.invalid();
    const noteCount = count(db, 'notes');
    if (noteCount > limits.maxNotes) throw AnkiPackageError.tooLarge('notes', limits.maxNotes);
    const rowLimit = Math.max(noteCount, 1) * ROWS_PER_NOTE;
    if (count(db, 'cards') > rowLimit) throw AnkiPackageError.invalid();
    if (hasTable(db, 'revlog') && count(db, 'revlog') > rowLimit) throw AnkiPackageError.invalid();
    const { crt } = db.prepare('SELECT crt FROM col').get() as { crt: number };
    const types = noteTypes(db);
    const cards = firstCards(db);
    const reviews = lastReviews(db);
    const words: AnkiWord[] = [];
    const notes = db.prepare('SELECT id, mid, tags, flds FROM notes ORDER BY id').iterate();
    for (const note of notes as IterableIterator<NoteRow>) {
      const type = types.get(note.mid);
      const word = noteToWord(
        {
          id: note.id,
          noteType: type?.name ?? '',
          fieldNames: type?.fields ?? [],
          fields: String(note.flds).split('\x1f'),
          tags: String(note.tags),
        },
        cards.get(note.id) ?? null,
        { crt: Number(crt), lastReviewMs: reviews.get(note.id) ?? null },
        limits.word,
      );
      if (word) words.push(word);
    }
    return { noteCount, words };
  } catch (error) {
    // SQLite's own complaints (not a database, a malformed one, a missing column) all mean the
    // file is not a collection this app can read.
    throw error instanceof AnkiPackageError ? error : AnkiPackageError.invalid();
  } finally {
    db.close();
  }
}

/** The notes of an Anki package as words; the unpacked collection is deleted afterwards. */
export async function readApkg(pkg: Uint8Array, limits: ReadLimits): Promise<AnkiReadResult> {
  const dir = ankiTempDirSync('read');
  try {
    const path = join(dir, 'collection.sqlite');
    await unpackCollection(
      Buffer.from(pkg.buffer, pkg.byteOffset, pkg.byteLength),
      path,
      limits.collectionMaxBytes,
    );
    return readCollection(path, limits);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
