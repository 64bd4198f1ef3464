import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, VocabularyReviewLogsTable, VocabularyWordsTable } from '../../../db/schema';

/**
 * Due words: never reviewed, or the next review date has come. Unreviewed first (oldest added
 * first), then the longest-waiting; id last keeps the order stable.
 */
export function dueWords(
  db: Db,
  userId: string,
  options: { now: string; limit: number; includeMastered: boolean },
) {
  let query = db
    .selectFrom('vocabulary_words')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('next_review_date', 'is', null), eb('next_review_date', '<=', options.now)]),
    );
  if (!options.includeMastered) query = query.where('mastered', '=', 0);
  return query
    .orderBy(sql`case when next_review_date is null then 0 else 1 end`)
    .orderBy('next_review_date')
    .orderBy('created_at')
    .orderBy('id')
    .limit(options.limit)
    .execute();
}

/**
 * Writes a rating's result only if the word is still as it was read (same review count and
 * update time), so two ratings computed from the same state can never both land.
 */
export async function updateIfUnchanged(
  db: Db,
  userId: string,
  read: Pick<VocabularyWordsTable, 'id' | 'review_count' | 'updated_at'>,
  changes: Updateable<VocabularyWordsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('vocabulary_words')
    .set(changes)
    .where('id', '=', read.id)
    .where('user_id', '=', userId)
    .where('review_count', '=', read.review_count)
    .where('updated_at', '=', read.updated_at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether a rating with this client id was already applied for the user. */
export async function hasRating(db: Db, userId: string, clientRatingId: string) {
  const row = await db
    .selectFrom('vocabulary_review_logs')
    .select('id')
    .where('user_id', '=', userId)
    .where('client_rating_id', '=', clientRatingId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function appendLog(db: Db, row: Insertable<VocabularyReviewLogsTable>) {
  await db.insertInto('vocabulary_review_logs').values(row).execute();
}

/**
 * The distinct minutes (UTC, `YYYY-MM-DDTHH:MM`) in which the user rated a card since `since`,
 * newest first. Minutes, not hours, because some zones are 30 or 45 minutes off an hour; the
 * list stays small (at most 1 440 a day) whatever the number of ratings.
 */
export async function reviewMinutes(db: Db, userId: string, since: string | null) {
  let query = db
    .selectFrom('vocabulary_review_logs')
    .select(sql<string>`substr(reviewed_at, 1, 16)`.as('minute'))
    .distinct()
    .where('user_id', '=', userId);
  if (since !== null) query = query.where('reviewed_at', '>=', since);
  const rows = await query.orderBy('minute', 'desc').execute();
  return rows.map((r) => r.minute);
}
