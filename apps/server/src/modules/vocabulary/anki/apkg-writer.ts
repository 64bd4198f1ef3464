import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import SqliteDatabase from 'better-sqlite3';
import { ZipFile } from 'yazl';
import type { Language, VocabularyWord } from '@toeic-ace/contract';
import { ANKI_LABELS, noteModel } from './anki-model';
import { fieldChecksum, noteFields, noteGuid, noteTags } from './anki-note';
import {
  ANKI_SCHEMA,
  CARD,
  COLLECTION_VERSION,
  DAY_SECONDS,
  DECK_ID,
  MODEL_ID,
  collectionConf,
  deckConfigs,
  decks,
} from './anki-schema';

export interface ApkgOptions {
  /** An empty folder of the caller's: the collection and the package are written there. */
  dir: string;
  includeReviewData: boolean;
  language: Language;
  nowMs: number;
}

/** Anki's lowest ease (130 %). */
const MIN_FACTOR = 1300;

const dayOf = (iso: string) => Math.floor(Date.parse(iso) / 1000 / DAY_SECONDS);
const isReviewed = (w: VocabularyWord) => w.reviewCount > 0 || w.lastReviewDate !== null;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * An .apkg Anki opens — a zip of `collection.anki2` (an SQLite collection) and an empty `media`
 * map — written page by page: the collection is a file on disk, so memory holds one page of
 * words and SQLite's page cache, whatever the notebook's size. One note and one card per word.
 */
export class ApkgWriter {
  private readonly db: SqliteDatabase.Database;
  private readonly insertNote: SqliteDatabase.Statement;
  private readonly insertCard: SqliteDatabase.Statement;
  private readonly nowSeconds: number;
  private readonly today: number;
  private lastNoteId = 0;
  private newCards = 0;
  private firstDueDay = Number.POSITIVE_INFINITY;

  constructor(private readonly options: ApkgOptions) {
    this.nowSeconds = Math.floor(options.nowMs / 1000);
    this.today = Math.floor(this.nowSeconds / DAY_SECONDS);
    this.db = new SqliteDatabase(join(options.dir, 'collection.anki2'));
    // A scratch file: nothing to recover after a crash, so no journal and no syncs.
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.exec(ANKI_SCHEMA);
    this.insertNote = this.db.prepare('INSERT INTO notes VALUES (?,?,?,?,-1,?,?,?,?,0,?)');
    this.insertCard = this.db.prepare(
      'INSERT INTO cards VALUES (?,?,?,0,?,-1,?,?,?,?,?,?,?,0,0,0,0,?)',
    );
  }

  /** One page of words, in notebook order (oldest first). */
  add(words: readonly VocabularyWord[]): void {
    this.db.transaction(() => {
      for (const word of words) this.addWord(word);
    })();
  }

  private addWord(word: VocabularyWord) {
    // Anki's ids are creation times in milliseconds: the word's own, kept unique and rising.
    const noteId = Math.max(Date.parse(word.createdAt) || 0, this.lastNoteId + 1);
    this.lastNoteId = noteId;
    this.insertNote.run(
      noteId,
      noteGuid(word.id),
      MODEL_ID,
      this.nowSeconds,
      noteTags(word),
      noteFields(word).join('\x1f'),
      word.word,
      fieldChecksum(word.word),
      '',
    );
    const card = this.options.includeReviewData && isReviewed(word) ? this.reviewCard(word) : null;
    const c = card ?? {
      type: CARD.new,
      due: ++this.newCards,
      ivl: 0,
      factor: 0,
      reps: 0,
      lapses: 0,
      data: '',
    };
    // A card's id may equal its note's: they are different tables.
    this.insertCard.run(
      noteId,
      noteId,
      DECK_ID,
      this.nowSeconds,
      c.type,
      c.type,
      c.due,
      c.ivl,
      c.factor,
      c.reps,
      c.lapses,
      c.data,
    );
  }

  /**
   * A reviewed word as an Anki review card. Its due day is stored as a day number for now:
   * finish() counts it from the collection's creation day, put on or before every due day.
   */
  private reviewCard(word: VocabularyWord) {
    const dueDay = word.nextReviewDate ? dayOf(word.nextReviewDate) : this.today;
    this.firstDueDay = Math.min(this.firstDueDay, dueDay);
    return {
      type: CARD.review,
      due: dueDay,
      ivl: Math.max(1, word.intervalDays),
      factor: Math.max(MIN_FACTOR, Math.round(word.easeIndex * 1000)),
      reps: word.reviewCount,
      lapses: word.fsrs?.lapses ?? 0,
      data: word.fsrs
        ? JSON.stringify({ s: round3(word.fsrs.stability), d: round3(word.fsrs.difficulty) })
        : '',
    };
  }

  /** Completes the collection and zips it; answers the package's path. */
  async finish(): Promise<string> {
    const crtDay = Math.min(this.today, this.firstDueDay);
    const { language, nowMs } = this.options;
    this.db.transaction(() => {
      this.db.prepare('UPDATE cards SET due = due - ? WHERE type = ?').run(crtDay, CARD.review);
      this.db
        .prepare('INSERT INTO col VALUES (1,?,?,?,?,0,0,0,?,?,?,?,?)')
        .run(
          crtDay * DAY_SECONDS,
          nowMs,
          nowMs,
          COLLECTION_VERSION,
          JSON.stringify(collectionConf(this.newCards)),
          JSON.stringify({ [String(MODEL_ID)]: noteModel(language, DECK_ID, this.nowSeconds) }),
          JSON.stringify(decks(ANKI_LABELS[language].deck, this.nowSeconds)),
          JSON.stringify(deckConfigs()),
          '{}',
        );
    })();
    this.db.close();
    const path = join(this.options.dir, 'notebook.apkg');
    await zipCollection(join(this.options.dir, 'collection.anki2'), path);
    return path;
  }

  /** Leaves the collection unfinished (the export failed or was abandoned). */
  close(): void {
    if (this.db.open) this.db.close();
  }
}

/**
 * Zips the collection file into the package with yazl, which streams it through Node's own
 * (native) deflate: a 20 000-word collection of ≈ 20 MB takes a fraction of what a JavaScript
 * deflate does.
 */
async function zipCollection(collectionPath: string, packagePath: string) {
  const zip = new ZipFile();
  zip.addFile(collectionPath, 'collection.anki2');
  zip.addBuffer(Buffer.from('{}'), 'media');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(packagePath));
}
