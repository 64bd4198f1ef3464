import { sql, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { VocabularySortField, SortOrder } from '@toeic-ace/contract';
import type { Database, Db, VocabularyWordsTable } from '../../db/schema';
import type { NewWordRow, WordRow } from './vocabulary.dto';

/** Aggregates come back as numbers (SQLite) or numeric strings (PostgreSQL). */
const num = (value: unknown): number => Number(value ?? 0);

export async function insertWord(db: Db, row: NewWordRow) {
  await db.insertInto('vocabulary_words').values(row).execute();
}

export const findWord = (db: Db, userId: string, id: string) =>
  db
    .selectFrom('vocabulary_words')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export interface WordFilter {
  mastered?: boolean;
  /** Lower-cased search text; matched anywhere in the word's search text. */
  search?: string;
  /** Word keys (wordKey): only these exact words. */
  wordKeys?: string[];
}

/** LIKE with the wildcards of the user's text taken literally ('!' escapes). */
const likePattern = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

function filtered(db: Db, userId: string, filter: WordFilter) {
  let query = db.selectFrom('vocabulary_words').where('user_id', '=', userId);
  if (filter.mastered !== undefined) query = query.where('mastered', '=', filter.mastered ? 1 : 0);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where(sql<boolean>`search_text like ${pattern} escape '!'`);
  }
  if (filter.wordKeys) query = query.where('word_key', 'in', filter.wordKeys);
  return query;
}

export interface ListOptions extends WordFilter {
  limit: number;
  offset: number;
  sortBy: VocabularySortField;
  sortOrder: SortOrder;
}

/** The list order; id last so pages never overlap or skip a word. */
function ordered<Q extends SelectQueryBuilder<Database, 'vocabulary_words', object>>(
  query: Q,
  sortBy: VocabularySortField,
  dir: SortOrder,
): Q {
  if (sortBy === 'word') return query.orderBy('word_key', dir).orderBy('id', dir) as Q;
  // Within the mastered groups the order follows the same direction, so one index serves it.
  const grouped = sortBy === 'mastered' ? query.orderBy('mastered', dir) : query;
  return grouped.orderBy('created_at', dir).orderBy('id', dir) as Q;
}

/**
 * One page: the ids are chosen first over narrow index entries, then only those rows are read.
 * Sorting whole rows of 10 000 words to skip most of them spilled to disk on PostgreSQL.
 */
export function listWords(db: Db, userId: string, options: ListOptions) {
  const page = ordered(
    filtered(db, userId, options).select('id'),
    options.sortBy,
    options.sortOrder,
  )
    .limit(options.limit)
    .offset(options.offset);
  return ordered(
    db.selectFrom('vocabulary_words').selectAll().where('id', 'in', page),
    options.sortBy,
    options.sortOrder,
  ).execute();
}

export async function countWords(db: Db, userId: string, filter: WordFilter) {
  const row = await filtered(db, userId, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return num(row.n);
}

/** Every column but the derived search and key texts (what exports read). */
export const WORD_COLUMNS = [
  'id',
  'user_id',
  'word',
  'language',
  'context',
  'notes',
  'source_type',
  'source_id',
  'tags',
  'mastered',
  'definition',
  'definition_source',
  'phonetic',
  'audio_url',
  'meanings',
  'reading',
  'jlpt',
  'commonality',
  'created_at',
  'updated_at',
  'review_count',
  'ease_index',
  'interval_days',
  'next_review_date',
  'last_review_date',
  'fsrs_stability',
  'fsrs_difficulty',
  'fsrs_state',
  'fsrs_lapses',
  'fsrs_learning_steps',
] as const;

/** Where a page of the export order ended: the last word's creation time and id. */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/**
 * Up to `limit` words of the user in export order (oldest first, id breaking ties) after
 * `after`: a keyset page on the (user, created_at, id) index, as cheap at the end of a notebook
 * as at its start.
 */
export function exportPage(db: Db, userId: string, after: ExportCursor | null, limit: number) {
  let query = db.selectFrom('vocabulary_words').select(WORD_COLUMNS).where('user_id', '=', userId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at').orderBy('id').limit(limit).execute();
}

/** False when the user has no word with this id. */
export async function updateWord(
  db: Db,
  userId: string,
  id: string,
  changes: Updateable<VocabularyWordsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('vocabulary_words')
    .set(changes)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteWords(db: Db, userId: string, ids: readonly string[]) {
  const result = await db
    .deleteFrom('vocabulary_words')
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setMastered(
  db: Db,
  userId: string,
  ids: readonly string[],
  mastered: boolean,
  now: string,
) {
  const result = await db
    .updateTable('vocabulary_words')
    .set({ mastered: mastered ? 1 : 0, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The user's rows among `ids` (others' ids find nothing). */
export const wordsByIds = (db: Db, userId: string, ids: readonly string[]) =>
  db
    .selectFrom('vocabulary_words')
    .select(['id', 'tags'])
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .execute();

/** word_key → id of every word the user has. */
export async function wordKeys(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('vocabulary_words')
    .select(['id', 'word_key'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((r) => [r.word_key, r.id]));
}

/** Keys per IN list: well under both dialects' parameter limits. */
const KEY_CHUNK = 1000;

/** How many of `keys` (word keys) the user's notebook holds. */
export async function countPresentKeys(db: Db, userId: string, keys: readonly string[]) {
  let present = 0;
  for (let i = 0; i < keys.length; i += KEY_CHUNK) {
    present += await countWords(db, userId, { wordKeys: keys.slice(i, i + KEY_CHUNK) });
  }
  return present;
}

export interface StatsBounds {
  /** Words created at or after this instant are recent. */
  recentSince: string;
  now: string;
  /** Start of the learner's current day. */
  todayStart: string;
}

export async function wordStats(db: Db, userId: string, bounds: StatsBounds) {
  const count = (condition: ReturnType<typeof sql<boolean>>) =>
    sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  const row = await db
    .selectFrom('vocabulary_words')
    .where('user_id', '=', userId)
    .select((eb) => [
      eb.fn.countAll().as('total'),
      count(sql<boolean>`mastered = 1`).as('mastered'),
      count(sql<boolean>`created_at >= ${bounds.recentSince}`).as('recent'),
      count(
        sql<boolean>`mastered = 0 and (next_review_date is null or next_review_date <= ${bounds.now})`,
      ).as('due'),
      count(sql<boolean>`last_review_date >= ${bounds.todayStart}`).as('reviewed_today'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: num(row.total),
    mastered: num(row.mastered),
    recent: num(row.recent),
    due: num(row.due),
    reviewedToday: num(row.reviewed_today),
  };
}

export type { WordRow };
