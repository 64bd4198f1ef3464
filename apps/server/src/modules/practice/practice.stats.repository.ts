import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** Aggregates come back as numbers (SQLite) or numeric strings (PostgreSQL). */
const num = (value: unknown): number => Number(value ?? 0);

/** Timestamps are stored as ISO-8601 UTC text, so the first ten characters are the UTC date. */
const utcDate = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

export async function sessionTotals(db: Db, userId: string) {
  const row = await db
    .selectFrom('practice_sessions')
    .where('user_id', '=', userId)
    .select((eb) => [eb.fn.countAll().as('total'), eb.fn.count('completed_at').as('completed')])
    .executeTakeFirstOrThrow();
  return { total: num(row.total), completed: num(row.completed) };
}

export async function countAnswers(db: Db, userId: string) {
  const row = await db
    .selectFrom('session_questions as sq')
    .innerJoin('practice_sessions as ps', 'ps.id', 'sq.session_id')
    .where('ps.user_id', '=', userId)
    .select((eb) => eb.fn.count('sq.answer').as('n'))
    .executeTakeFirstOrThrow();
  return num(row.n);
}

export interface PartRow {
  part: number;
  questions: number;
  answered: number;
  correct: number;
}

/** Questions, answers and correct answers per part, over the user's completed sessions. */
export async function partResults(db: Db, userId: string): Promise<PartRow[]> {
  const rows = await db
    .selectFrom('session_questions as sq')
    .innerJoin('practice_sessions as ps', 'ps.id', 'sq.session_id')
    .innerJoin('questions as q', 'q.id', 'sq.question_id')
    .where('ps.user_id', '=', userId)
    .where('ps.completed_at', 'is not', null)
    .groupBy('q.part')
    .select((eb) => [
      'q.part',
      eb.fn.countAll().as('questions'),
      eb.fn.count('sq.answer').as('answered'),
      eb.fn
        .sum(eb.case().when('sq.answer', '=', eb.ref('q.correct_answer')).then(1).else(0).end())
        .as('correct'),
    ])
    .execute();
  return rows.map((r) => ({
    part: num(r.part),
    questions: num(r.questions),
    answered: num(r.answered),
    correct: num(r.correct),
  }));
}

/** Completed sessions, newest first, with their question count and mean question level. */
export async function completedSessions(db: Db, userId: string) {
  const rows = await db
    .selectFrom('practice_sessions as ps')
    .leftJoin('session_questions as sq', 'sq.session_id', 'ps.id')
    .leftJoin('questions as q', 'q.id', 'sq.question_id')
    .where('ps.user_id', '=', userId)
    .where('ps.completed_at', 'is not', null)
    .groupBy([
      'ps.id',
      'ps.question_type',
      'ps.difficulty',
      'ps.score',
      'ps.time_spent',
      'ps.completed_at',
    ])
    .select((eb) => [
      'ps.id',
      'ps.question_type',
      'ps.difficulty',
      'ps.score',
      'ps.time_spent',
      'ps.completed_at',
      eb.fn.count('sq.question_id').as('questions'),
      eb.fn.avg('q.difficulty').as('mean_level'),
    ])
    .orderBy('ps.completed_at', 'desc')
    .orderBy('ps.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.question_type,
    level: r.difficulty,
    score: r.score,
    timeSpent: r.time_spent,
    completedAt: r.completed_at as string,
    questions: num(r.questions),
    meanLevel: r.mean_level === null ? null : num(r.mean_level),
  }));
}

/** UTC dates on which the user answered a question or completed a session. */
export async function activityDates(db: Db, userId: string): Promise<string[]> {
  const answered = await db
    .selectFrom('session_questions as sq')
    .innerJoin('practice_sessions as ps', 'ps.id', 'sq.session_id')
    .where('ps.user_id', '=', userId)
    .where('sq.answered_at', 'is not', null)
    .select(utcDate('sq.answered_at').as('day'))
    .distinct()
    .execute();
  const completed = await db
    .selectFrom('practice_sessions')
    .where('user_id', '=', userId)
    .where('completed_at', 'is not', null)
    .select(utcDate('completed_at').as('day'))
    .distinct()
    .execute();
  return [...new Set([...answered, ...completed].map((r) => r.day))].sort();
}
