import type { Insertable, Selectable } from 'kysely';
import type {
  FsrsMemory,
  ImportWord,
  VocabularyWord,
  WordDefinitionSource,
  WordMeaning,
} from '@toeic-ace/contract';
import { bool, json, time } from '../../db/codec';
import { columnsExcept } from '../../db/columns';
import { VOCABULARY_WORD_COLUMNS, type VocabularyWordsTable } from '../../db/schema';

/** Rows ↔ contract words: the only place these shapes are converted. */

export type WordRow = Selectable<VocabularyWordsTable>;
/** The columns a word is read with for output (exports): all but the derived search and key texts. */
export const WORD_COLUMNS = columnsExcept(VOCABULARY_WORD_COLUMNS, ['search_text', 'word_key']);
export type WordOutputRow = Pick<WordRow, (typeof WORD_COLUMNS)[number]>;
export type NewWordRow = Insertable<VocabularyWordsTable>;

/** The key a word is unique by (per user): its lower case, by the app on both dialects. */
export const wordKey = (word: string) => word.toLowerCase();

/** What search matches: word, definition, every meaning's texts and notes, lower-cased. */
export function searchText(parts: {
  word: string;
  definition: string | null;
  meanings: readonly WordMeaning[];
  notes: string | null;
}): string {
  const meaningTexts = parts.meanings.flatMap((m) => [
    m.partOfSpeech,
    ...m.definitions.flatMap((d) => [d.definition, d.example ?? '', ...(d.synonyms ?? [])]),
  ]);
  return [parts.word, parts.definition ?? '', ...meaningTexts, parts.notes ?? '']
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

function fsrsFromRow(row: WordOutputRow): FsrsMemory | null {
  if (row.fsrs_stability === null || row.fsrs_difficulty === null) return null;
  return {
    stability: Number(row.fsrs_stability),
    difficulty: Number(row.fsrs_difficulty),
    state: row.fsrs_state ?? 0,
    lapses: row.fsrs_lapses ?? 0,
    learningSteps: row.fsrs_learning_steps ?? 0,
  };
}

export const fsrsColumns = (fsrs: FsrsMemory | null) => ({
  fsrs_stability: fsrs?.stability ?? null,
  fsrs_difficulty: fsrs?.difficulty ?? null,
  fsrs_state: fsrs?.state ?? null,
  fsrs_lapses: fsrs?.lapses ?? null,
  fsrs_learning_steps: fsrs?.learningSteps ?? null,
});

/** A stored definition without a recorded source was there before sources: the learner's. */
const definitionSourceOf = (stored: string | null): WordDefinitionSource =>
  stored === 'dictionary' ? 'dictionary' : 'learner';

const nullableTime = (value: string | null) => (value === null ? null : time.fromDb(value));

export function toWord(row: WordOutputRow): VocabularyWord {
  return {
    id: row.id,
    word: row.word,
    definition: row.definition,
    definitionSource: row.definition === null ? null : definitionSourceOf(row.definition_source),
    phonetic: row.phonetic,
    audioUrl: row.audio_url,
    context: row.context,
    sourceType: row.source_type,
    sourceId: row.source_id,
    meanings: json.fromDb(row.meanings),
    language: row.language,
    reading: row.reading,
    jlpt: json.fromDb(row.jlpt),
    commonality: row.commonality,
    notes: row.notes,
    mastered: bool.fromDb(row.mastered),
    tags: json.fromDb(row.tags),
    createdAt: time.fromDb(row.created_at),
    updatedAt: time.fromDb(row.updated_at),
    reviewCount: row.review_count,
    // pg returns double precision as a number, SQLite REAL too; Number() guards a numeric string.
    easeIndex: Number(row.ease_index),
    intervalDays: row.interval_days,
    nextReviewDate: nullableTime(row.next_review_date),
    lastReviewDate: nullableTime(row.last_review_date),
    fsrs: fsrsFromRow(row),
  };
}

/** The row of an imported word (also the shape a new word is built from). */
export function rowFromImport(userId: string, id: string, word: ImportWord, now: string): WordRow {
  return {
    id,
    user_id: userId,
    word: word.word,
    word_key: wordKey(word.word),
    search_text: searchText(word),
    language: word.language,
    context: word.context,
    notes: word.notes,
    source_type: word.sourceType,
    source_id: word.sourceId,
    tags: json.toDb(word.tags),
    mastered: bool.toDb(word.mastered),
    definition: word.definition,
    definition_source: word.definition === null ? null : word.definitionSource,
    phonetic: word.phonetic,
    audio_url: word.audioUrl,
    meanings: json.toDb(word.meanings),
    reading: word.reading,
    jlpt: json.toDb(word.jlpt),
    commonality: word.commonality,
    created_at: word.createdAt ?? now,
    updated_at: now,
    review_count: word.reviewCount,
    ease_index: word.easeIndex,
    interval_days: word.intervalDays,
    next_review_date: word.nextReviewDate,
    last_review_date: word.lastReviewDate,
    ...fsrsColumns(word.fsrs),
  };
}
