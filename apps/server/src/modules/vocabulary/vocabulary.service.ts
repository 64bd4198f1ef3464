import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import {
  VOCABULARY,
  VOCABULARY_LIMITS,
  VOCABULARY_MESSAGES,
  listWordsQuerySchema,
  type AddWordInput,
  type BatchRequest,
  type ImportRequest,
  type ListWordsQuery,
  type UpdateWordInput,
  type User,
  type VocabularyStats,
  type VocabularyWord,
  type WordList,
} from '@toeic-ace/contract';
import { bool, json, time } from '../../db/codec';
import { isUniqueViolation } from '../../db/errors';
import type { Db, VocabularyWordsTable } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { rowFromImport, searchText, toWord, wordKey, type WordRow } from './vocabulary.dto';
import { assertNotebookRoom } from './notebook-limit';
import { importWords } from './import/vocabulary.import';
import { runBatch } from './vocabulary.batch';
import * as repo from './vocabulary.repository';
import { reviewStreak } from './review/review.streak';
import { localDayStart } from './review/time-zone';

export interface VocabularyDeps {
  db: Db;
  clock: () => Date;
}

export const wordNotFound = () => new NotFoundError(VOCABULARY_MESSAGES.wordNotFound);
export const wordExists = () =>
  new ConflictError('WORD_ALREADY_EXISTS', VOCABULARY_MESSAGES.wordExists);

const DAY_MS = 86_400_000;

/**
 * The definition columns a PUT's `definition` sets: the learner's unless the body says it is
 * the dictionary's, and never the dictionary's over the learner's own (a look-up that finishes
 * after the learner typed one leaves it).
 */
function definitionChange(
  current: WordRow,
  input: UpdateWordInput,
): Pick<Updateable<VocabularyWordsTable>, 'definition' | 'definition_source'> {
  const source = input.definitionSource ?? 'learner';
  const learners = current.definition !== null && current.definition_source !== 'dictionary';
  if (source === 'dictionary' && learners) return {};
  const definition = input.definition ?? null;
  return { definition, definition_source: definition === null ? null : source };
}

export function createVocabularyService({ db, clock }: VocabularyDeps) {
  async function add(user: User, input: AddWordInput): Promise<VocabularyWord> {
    const now = time.now(clock);
    const row = rowFromImport(
      user.id,
      randomUUID(),
      {
        ...input,
        definition: null,
        definitionSource: null,
        phonetic: null,
        audioUrl: null,
        meanings: [],
        reading: null,
        jlpt: [],
        commonality: null,
        mastered: false,
        createdAt: now,
        reviewCount: VOCABULARY.defaultReviewCount,
        easeIndex: VOCABULARY.defaultEaseIndex,
        intervalDays: VOCABULARY.defaultIntervalDays,
        nextReviewDate: null,
        lastReviewDate: null,
        fsrs: null,
      },
      now,
    );
    try {
      await db.transaction().execute(async (trx) => {
        await assertNotebookRoom(trx, user.id, [row.word_key]);
        await repo.insertWord(trx, row);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw wordExists();
      throw err;
    }
    return toWord(row);
  }

  async function get(user: User, id: string): Promise<VocabularyWord> {
    const row = await repo.findWord(db, user.id, id);
    if (!row) throw wordNotFound();
    return toWord(row);
  }

  async function list(user: User, rawQuery: ListWordsQuery): Promise<WordList> {
    const query = listWordsQuerySchema.parse(rawQuery);
    const filter: repo.WordFilter = {
      ...(query.mastered ? { mastered: query.mastered === 'true' } : {}),
      ...(query.search ? { search: query.search.toLowerCase() } : {}),
      ...(query.words ? { wordKeys: [...new Set(query.words.map(wordKey))] } : {}),
    };
    const [rows, total] = await Promise.all([
      repo.listWords(db, user.id, {
        ...filter,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        sortBy: query.sortBy,
        sortOrder: query.sortOrder,
      }),
      repo.countWords(db, user.id, filter),
    ]);
    return {
      words: rows.map(toWord),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.ceil(total / query.limit),
      },
    };
  }

  /** Keys present in the body replace the stored values; the search text follows the texts. */
  async function update(user: User, id: string, input: UpdateWordInput): Promise<VocabularyWord> {
    return db.transaction().execute(async (trx) => {
      const current = await repo.findWord(trx, user.id, id);
      if (!current) throw wordNotFound();
      const changes: Updateable<VocabularyWordsTable> = { updated_at: time.now(clock) };
      if (input.notes !== undefined) changes.notes = input.notes;
      if (input.context !== undefined) changes.context = input.context;
      if (input.mastered !== undefined) changes.mastered = bool.toDb(input.mastered);
      if (input.tags !== undefined) changes.tags = json.toDb(input.tags);
      if (input.language !== undefined) changes.language = input.language;
      if (input.definition !== undefined) Object.assign(changes, definitionChange(current, input));
      if (input.phonetic !== undefined) changes.phonetic = input.phonetic;
      if (input.audioUrl !== undefined) changes.audio_url = input.audioUrl;
      if (input.meanings !== undefined) changes.meanings = json.toDb(input.meanings);
      if (input.reading !== undefined) changes.reading = input.reading;
      if (input.jlpt !== undefined) changes.jlpt = json.toDb(input.jlpt);
      if (input.commonality !== undefined) changes.commonality = input.commonality;
      const next: WordRow = { ...current, ...changes };
      changes.search_text = searchText({
        word: next.word,
        definition: next.definition,
        meanings: json.fromDb(next.meanings),
        notes: next.notes,
      });
      await repo.updateWord(trx, user.id, id, changes);
      return toWord(next);
    });
  }

  async function remove(user: User, id: string): Promise<void> {
    const deleted = await repo.deleteWords(db, user.id, [id]);
    if (deleted === 0) throw wordNotFound();
  }

  /** `timeZone` is the learner's IANA zone: "today" and the streak's days are its days. */
  async function stats(user: User, timeZone = 'UTC'): Promise<VocabularyStats> {
    const now = clock();
    const [counts, streak] = await Promise.all([
      repo.wordStats(db, user.id, {
        now: now.toISOString(),
        recentSince: new Date(now.getTime() - VOCABULARY_LIMITS.recentDays * DAY_MS).toISOString(),
        todayStart: localDayStart(now, timeZone).toISOString(),
      }),
      reviewStreak(db, user.id, now, timeZone),
    ]);
    return {
      totalWords: counts.total,
      masteredWords: counts.mastered,
      recentWords: counts.recent,
      wordsNeedingReview: counts.due,
      reviewedToday: counts.reviewedToday,
      reviewStreak: streak,
    };
  }

  return {
    add,
    get,
    list,
    update,
    remove,
    stats,
    /** Many words' changes in one call (vocabulary.batch.ts). */
    batch: (user: User, request: BatchRequest) => runBatch(db, clock, user, request),
    /** A notebook file's words, all or nothing (import/vocabulary.import.ts). */
    importWords: (user: User, request: ImportRequest) => importWords(db, clock, user, request),
  };
}

export type VocabularyService = ReturnType<typeof createVocabularyService>;
