import type { Insertable, Selectable } from 'kysely';
import type { Db, QuestionsTable } from '../../db/schema';

export type QuestionRow = Selectable<QuestionsTable>;
export type NewQuestionRow = Insertable<QuestionsTable>;
export type QuestionSource = QuestionsTable['source'];

/** The pool drawing serves from; `imported` items are private to one learner's history. */
export const SERVED_SOURCES: readonly QuestionSource[] = ['bank', 'ai'];

/** Small enough for any driver's parameter limit (10 columns a row). */
const INSERT_BATCH = 100;

export interface CandidateFilter {
  userId: string;
  type: QuestionsTable['type'];
  parts: readonly number[];
  levels: readonly number[];
  sources?: readonly QuestionSource[];
  unseenOnly?: boolean;
}

/** What drawing needs to choose: no bodies, one indexed query. */
export interface CandidateRow {
  id: string;
  group_id: string | null;
  part: number;
  seen_at: string | null;
}

/** Candidates with this user's last view (null when unseen), read in one pass. */
export function findCandidates(db: Db, filter: CandidateFilter, limit = 5_000) {
  let query = db
    .selectFrom('questions as q')
    .leftJoin('question_views as v', (join) =>
      join.onRef('v.question_id', '=', 'q.id').on('v.user_id', '=', filter.userId),
    )
    .select(['q.id', 'q.group_id', 'q.part', 'v.seen_at'])
    .where('q.type', '=', filter.type)
    .where('q.part', 'in', [...filter.parts])
    .where('q.difficulty', 'in', [...filter.levels]);
  // Imported questions belong to the learner who migrated them: never drawn for anyone.
  query = query.where('q.source', 'in', [...(filter.sources ?? SERVED_SOURCES)]);
  if (filter.unseenOnly) query = query.where('v.seen_at', 'is', null);
  return query.limit(limit).execute() as Promise<CandidateRow[]>;
}

export const findRowsByIds = (db: Db, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('questions')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute()
    : [];

export const findIdsByHashes = (db: Db, hashes: readonly string[]) =>
  hashes.length
    ? db
        .selectFrom('questions')
        .select(['id', 'content_hash'])
        .where('content_hash', 'in', [...hashes])
        .execute()
    : [];

/** Every row the bank ever put in the pool, served or retired, with what seeding compares. */
export const findBankRows = (db: Db) =>
  db
    .selectFrom('questions')
    .select([
      'id',
      'content_hash',
      'source',
      'type',
      'part',
      'difficulty',
      'group_id',
      'correct_answer',
      'body',
    ])
    .where('source', 'in', ['bank', 'retired'])
    .execute();

export type BankRow = Awaited<ReturnType<typeof findBankRows>>[number];

/** Rewrites a row's content in place (same id, so sessions and views keep pointing at it). */
export async function updateQuestion(db: Db, row: NewQuestionRow): Promise<void> {
  const { id, created_at: _created, ...content } = row;
  await db.updateTable('questions').set(content).where('id', '=', id).execute();
}

export const findBankState = async (db: Db, name: string) =>
  (
    await db
      .selectFrom('question_bank_state')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirst()
  )?.value;

export async function saveBankState(db: Db, name: string, value: string, now: Date) {
  const row = { name, value, updated_at: now.toISOString() };
  await db
    .insertInto('question_bank_state')
    .values(row)
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: row.updated_at }))
    .execute();
}

export async function setContentHash(db: Db, id: string, hash: string): Promise<void> {
  await db.updateTable('questions').set({ content_hash: hash }).where('id', '=', id).execute();
}

/** Takes bank rows out of drawing; sessions and mock tests that used them still read them. */
export async function retireQuestions(db: Db, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += INSERT_BATCH) {
    await db
      .updateTable('questions')
      .set({ source: 'retired' })
      .where('id', 'in', ids.slice(i, i + INSERT_BATCH))
      .where('source', '=', 'bank')
      .execute();
  }
}

/** Inserts in batches; a row whose id or content hash already exists is skipped. */
export async function insertQuestions(db: Db, rows: readonly NewQuestionRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db
      .insertInto('questions')
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function recordViews(
  db: Db,
  userId: string,
  questionIds: readonly string[],
  seenAt: string,
): Promise<void> {
  if (questionIds.length === 0) return;
  await db
    .insertInto('question_views')
    .values(questionIds.map((id) => ({ user_id: userId, question_id: id, seen_at: seenAt })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => ({
        seen_at: eb.ref('excluded.seen_at'),
      })),
    )
    .execute();
}

export const findSeenIds = async (db: Db, userId: string, ids: readonly string[]) =>
  ids.length
    ? (
        await db
          .selectFrom('question_views')
          .select('question_id')
          .where('user_id', '=', userId)
          .where('question_id', 'in', [...ids])
          .execute()
      ).map((r) => r.question_id)
    : [];

/** Every pooled item of these parts (bank and accepted AI items), without bodies. */
export const findPoolItems = (db: Db, parts: readonly number[]) =>
  db
    .selectFrom('questions')
    .select(['id', 'part', 'difficulty', 'group_id', 'source'])
    .where('part', 'in', [...parts])
    // A learner's imported questions are theirs alone: never on anyone's form.
    .where('source', 'in', [...SERVED_SOURCES])
    .execute();
