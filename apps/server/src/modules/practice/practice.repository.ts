import type { Insertable, Selectable } from 'kysely';
import type { Db, PracticeSessionsTable, SessionQuestionsTable } from '../../db/schema';

export type SessionRow = Selectable<PracticeSessionsTable>;
export type SessionQuestionRow = Selectable<SessionQuestionsTable>;

/** Aggregates come back as numbers (SQLite) or numeric strings (PostgreSQL). */
const num = (value: unknown): number => Number(value ?? 0);

export async function insertSession(db: Db, row: Insertable<PracticeSessionsTable>) {
  await db.insertInto('practice_sessions').values(row).execute();
}

export const findSession = (db: Db, userId: string, sessionId: string) =>
  db
    .selectFrom('practice_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * Reads the session inside a transaction after a no-op update of its row: on PostgreSQL that
 * takes the row lock, so answers, attachments and completion of one session run one after the
 * other (SQLite serialises writers anyway). Portable, unlike SELECT … FOR UPDATE.
 */
export async function lockSession(trx: Db, userId: string, sessionId: string) {
  await trx
    .updateTable('practice_sessions')
    .set((eb) => ({ time_spent: eb.ref('time_spent') }))
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .execute();
  return findSession(trx, userId, sessionId);
}

export interface ListFilter {
  limit: number;
  offset: number;
  completed?: boolean;
}

function userSessions(db: Db, userId: string, completed?: boolean) {
  let query = db.selectFrom('practice_sessions').where('user_id', '=', userId);
  if (completed === true) query = query.where('completed_at', 'is not', null);
  if (completed === false) query = query.where('completed_at', 'is', null);
  return query;
}

export const listSessions = (db: Db, userId: string, filter: ListFilter) =>
  userSessions(db, userId, filter.completed)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();

export async function countSessions(db: Db, userId: string, completed?: boolean) {
  const row = await userSessions(db, userId, completed)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return num(row.n);
}

export interface SessionCounts {
  questions: number;
  answered: number;
  /** Sum of the answers' seconds. */
  answerTime: number;
}

export async function sessionCounts(
  db: Db,
  sessionIds: readonly string[],
): Promise<Map<string, SessionCounts>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('session_questions')
    .where('session_id', 'in', sessionIds)
    .groupBy('session_id')
    .select((eb) => [
      'session_id',
      eb.fn.countAll().as('questions'),
      eb.fn.count('answer').as('answered'),
      eb.fn.sum('time_spent').as('answer_time'),
    ])
    .execute();
  return new Map(
    rows.map((r) => [
      r.session_id,
      { questions: num(r.questions), answered: num(r.answered), answerTime: num(r.answer_time) },
    ]),
  );
}

/** The session's questions with their pool rows (keys included), in session order. */
export const sessionItems = (db: Db, sessionId: string) =>
  db
    .selectFrom('session_questions as sq')
    .innerJoin('questions as q', 'q.id', 'sq.question_id')
    .where('sq.session_id', '=', sessionId)
    .select([
      'q.id',
      'sq.question_id',
      'sq.question_order',
      'sq.answer',
      'sq.time_spent',
      'sq.answered_at',
      'q.type',
      'q.part',
      'q.difficulty',
      'q.group_id',
      'q.correct_answer',
      'q.body',
      'q.created_at',
    ])
    .orderBy('sq.question_order')
    .execute();
export type SessionItemRow = Awaited<ReturnType<typeof sessionItems>>[number];

export const sessionQuestionRows = (db: Db, sessionId: string) =>
  db.selectFrom('session_questions').selectAll().where('session_id', '=', sessionId).execute();

export async function insertSessionQuestions(
  db: Db,
  rows: readonly Insertable<SessionQuestionsTable>[],
) {
  if (rows.length > 0)
    await db
      .insertInto('session_questions')
      .values([...rows])
      .execute();
}

/** False when the question is not part of the session. */
export async function saveAnswer(
  db: Db,
  sessionId: string,
  questionId: string,
  changes: Pick<SessionQuestionRow, 'answer' | 'time_spent' | 'answered_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('session_questions')
    .set(changes)
    .where('session_id', '=', sessionId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countAnswered(db: Db, sessionId: string) {
  const row = await db
    .selectFrom('session_questions')
    .where('session_id', '=', sessionId)
    .select((eb) => eb.fn.count('answer').as('n'))
    .executeTakeFirstOrThrow();
  return num(row.n);
}

export async function markCompleted(
  db: Db,
  sessionId: string,
  changes: Pick<SessionRow, 'completed_at' | 'score' | 'correct_answers' | 'time_spent'>,
) {
  await db.updateTable('practice_sessions').set(changes).where('id', '=', sessionId).execute();
}
