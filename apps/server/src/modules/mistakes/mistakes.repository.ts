import type { Insertable, Selectable } from 'kysely';
import type { Db, MistakesTable, QuestionAttemptsTable } from '../../db/schema';

export type MistakeRow = Selectable<MistakesTable>;

const num = (value: unknown): number => Number(value ?? 0);

export interface MistakeFilter {
  now: string;
  due?: boolean;
  part?: number;
}

function filtered(db: Db, userId: string, filter: MistakeFilter) {
  let query = db.selectFrom('mistakes').where('user_id', '=', userId);
  if (filter.due === true) query = query.where('due', '<=', filter.now);
  if (filter.due === false) query = query.where('due', '>', filter.now);
  if (filter.part !== undefined) query = query.where('part', '=', filter.part);
  return query;
}

/** Newest due first (ties by question id, so pages never overlap). */
export const listMistakes = (
  db: Db,
  userId: string,
  filter: MistakeFilter,
  page: { limit: number; offset: number },
) =>
  filtered(db, userId, filter)
    .selectAll()
    .orderBy('due', 'desc')
    .orderBy('question_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export async function countMistakes(db: Db, userId: string, filter: MistakeFilter) {
  const row = await filtered(db, userId, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return num(row.n);
}

/** Per part: every item and the due ones. */
export async function countsByPart(db: Db, userId: string, now: string) {
  const rows = await db
    .selectFrom('mistakes')
    .where('user_id', '=', userId)
    .groupBy('part')
    .select((eb) => [
      'part',
      eb.fn.countAll().as('total'),
      eb.fn.sum(eb.case().when('due', '<=', now).then(1).else(0).end()).as('due'),
    ])
    .orderBy('part')
    .execute();
  return rows.map((r) => ({ part: r.part, total: num(r.total), due: num(r.due) }));
}

/** Oldest due first: what a mistakes session takes. */
export function dueMistakes(db: Db, userId: string, now: string, parts?: readonly number[]) {
  let query = db
    .selectFrom('mistakes as m')
    .innerJoin('questions as q', 'q.id', 'm.question_id')
    .where('m.user_id', '=', userId)
    .where('m.due', '<=', now);
  if (parts) query = query.where('m.part', 'in', [...parts]);
  return query
    .select(['m.question_id', 'm.due', 'q.group_id', 'q.type'])
    .orderBy('m.due', 'asc')
    .orderBy('m.question_id', 'asc')
    .execute();
}

export const findMistake = (db: Db, userId: string, questionId: string) =>
  db
    .selectFrom('mistakes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();

export const findMistakes = (db: Db, userId: string, questionIds: readonly string[]) =>
  questionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('mistakes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('question_id', 'in', [...questionIds])
        .execute();

/** An update writes every column but the keys (a migrated older miss moves first_missed_at back). */
export async function saveMistake(db: Db, row: Insertable<MistakesTable>, exists: boolean) {
  if (exists) {
    const { user_id, question_id, ...changes } = row;
    await db
      .updateTable('mistakes')
      .set(changes)
      .where('user_id', '=', user_id)
      .where('question_id', '=', question_id)
      .execute();
  } else {
    await db.insertInto('mistakes').values(row).execute();
  }
}

/** Takes the question out of the learner's notebook (its attempts stay); whether it was there. */
export async function deleteMistake(db: Db, userId: string, questionId: string) {
  const result = await db
    .deleteFrom('mistakes')
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A retried completion writes nothing twice. */
export async function insertAttempts(db: Db, rows: readonly Insertable<QuestionAttemptsTable>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('question_attempts')
    .values([...rows])
    .onConflict((oc) => oc.columns(['source_id', 'question_id']).doNothing())
    .execute();
}

export const attemptsOf = (db: Db, userId: string, questionId: string, limit: number) =>
  db
    .selectFrom('question_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .orderBy('answered_at', 'desc')
    .orderBy('review', 'desc')
    .limit(limit)
    .execute();

/** When the learner last answered each of these questions (the latest attempt). */
export async function lastAnswered(db: Db, userId: string, questionIds: readonly string[]) {
  if (questionIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('question_attempts')
    .where('user_id', '=', userId)
    .where('question_id', 'in', [...questionIds])
    .groupBy('question_id')
    .select((eb) => ['question_id', eb.fn.max('answered_at').as('at')])
    .execute();
  return new Map(rows.map((r) => [r.question_id, String(r.at)]));
}

/** The questions of these parts the learner has answered in a completed set or mock test. */
export async function answeredQuestionIds(db: Db, userId: string, parts: readonly number[]) {
  const rows = await db
    .selectFrom('question_attempts')
    .select('question_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('part', 'in', [...parts])
    .execute();
  return new Set(rows.map((r) => r.question_id));
}
