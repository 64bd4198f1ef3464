import SqliteDatabase from 'better-sqlite3';
import type { Language, VocabularyWord } from '@toeic-ace/contract';
import { noteModel, ANKI_LABELS } from './anki-model';
import { fieldChecksum, noteFields, noteGuid, noteTags } from './anki-note';
import {
  ANKI_SCHEMA,
  CARD,
  COLLECTION_VERSION,
  DECK_ID,
  MODEL_ID,
  collectionConf,
  deckConfigs,
  decks,
} from './anki-schema';

const DAY_SECONDS = 86_400;
/** Anki's lowest ease (130 %). */
const MIN_FACTOR = 1300;

const dayStartSeconds = (iso: string) =>
  Math.floor(Date.parse(iso) / 1000 / DAY_SECONDS) * DAY_SECONDS;

export interface ApkgOptions {
  includeReviewData: boolean;
  language: Language;
  now: Date;
}

const isReviewed = (w: VocabularyWord) => w.reviewCount > 0 || w.lastReviewDate !== null;

/**
 * Scheduling of a reviewed word as an Anki review card: due is counted in days from the
 * collection's creation day, which is put on or before every due day so no due is negative.
 */
function reviewCard(word: VocabularyWord, crt: number, today: number) {
  const dueDay = word.nextReviewDate ? dayStartSeconds(word.nextReviewDate) : today;
  const memory = word.fsrs
    ? JSON.stringify({ s: round3(word.fsrs.stability), d: round3(word.fsrs.difficulty) })
    : '';
  return {
    type: CARD.review,
    queue: CARD.review,
    due: Math.round((dueDay - crt) / DAY_SECONDS),
    ivl: Math.max(1, word.intervalDays),
    factor: Math.max(MIN_FACTOR, Math.round(word.easeIndex * 1000)),
    reps: word.reviewCount,
    lapses: word.fsrs?.lapses ?? 0,
    data: memory,
  };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * An .apkg Anki opens: a zip of `collection.anki2` (an SQLite collection, built in memory) and
 * an empty `media` map. One note and one card per word.
 */
export async function writeApkg(
  words: readonly VocabularyWord[],
  options: ApkgOptions,
): Promise<Uint8Array> {
  // Loaded on the first Anki export rather than at every start: few learners ever ask for one.
  const { strToU8, zipSync } = await import('fflate');
  const nowMs = options.now.getTime();
  const nowSeconds = Math.floor(nowMs / 1000);
  const today = dayStartSeconds(options.now.toISOString());
  const scheduled = options.includeReviewData ? words.filter(isReviewed) : [];
  const crt = Math.min(
    today,
    ...scheduled.flatMap((w) => (w.nextReviewDate ? [dayStartSeconds(w.nextReviewDate)] : [])),
  );
  const newCount = words.length - scheduled.length;

  const db = new SqliteDatabase(':memory:');
  try {
    db.exec(ANKI_SCHEMA);
    db.prepare('INSERT INTO col VALUES (1,?,?,?,?,0,0,0,?,?,?,?,?)').run(
      crt,
      nowMs,
      nowMs,
      COLLECTION_VERSION,
      JSON.stringify(collectionConf(newCount)),
      JSON.stringify({ [String(MODEL_ID)]: noteModel(options.language, DECK_ID, nowSeconds) }),
      JSON.stringify(decks(ANKI_LABELS[options.language].deck, nowSeconds)),
      JSON.stringify(deckConfigs()),
      '{}',
    );
    const insertNote = db.prepare('INSERT INTO notes VALUES (?,?,?,?,-1,?,?,?,?,0,?)');
    const insertCard = db.prepare(
      'INSERT INTO cards VALUES (?,?,?,0,?,-1,?,?,?,?,?,?,?,0,0,0,0,?)',
    );
    const reviewed = new Set(scheduled);
    db.transaction(() => {
      let position = 0;
      words.forEach((word, i) => {
        const noteId = nowMs + 2 * i;
        const fields = noteFields(word);
        insertNote.run(
          noteId,
          noteGuid(word.id),
          MODEL_ID,
          nowSeconds,
          noteTags(word),
          fields.join('\x1f'),
          word.word,
          fieldChecksum(word.word),
          '',
        );
        const card = reviewed.has(word)
          ? reviewCard(word, crt, today)
          : {
              type: CARD.new,
              queue: CARD.new,
              due: ++position,
              ivl: 0,
              factor: 0,
              reps: 0,
              lapses: 0,
              data: '',
            };
        insertCard.run(
          noteId + 1,
          noteId,
          DECK_ID,
          nowSeconds,
          card.type,
          card.queue,
          card.due,
          card.ivl,
          card.factor,
          card.reps,
          card.lapses,
          card.data,
        );
      });
    })();
    const collection = db.serialize();
    return zipSync({
      'collection.anki2': new Uint8Array(collection),
      media: strToU8('{}'),
    });
  } finally {
    db.close();
  }
}
