import { sql } from 'kysely';
import { isPostgres } from '../../db/database';
import type { Db, LearnerAbilitiesTable } from '../../db/schema';

export const abilitiesOf = (db: Db, userId: string) =>
  db.selectFrom('learner_abilities').selectAll().where('user_id', '=', userId).execute();

export async function saveAbility(db: Db, row: LearnerAbilitiesTable, exists: boolean) {
  if (!exists) {
    await db.insertInto('learner_abilities').values(row).execute();
    return;
  }
  const { user_id, scope, ...changes } = row;
  await db
    .updateTable('learner_abilities')
    .set(changes)
    .where('user_id', '=', user_id)
    .where('scope', '=', scope)
    .execute();
}

/** The calibrations of these items (absent: not answered yet, the level's value stands). */
export async function calibrationsOf(db: Db, questionIds: readonly string[]) {
  if (questionIds.length === 0) return new Map<string, Calibration>();
  const rows = await db
    .selectFrom('item_calibrations')
    .selectAll()
    .where('question_id', 'in', [...new Set(questionIds)])
    .execute();
  return calibrationMap(rows);
}

interface Calibration {
  difficulty: number;
  variance: number;
  answers: number;
}

const calibrationMap = (
  rows: readonly {
    question_id: string;
    difficulty: number | string;
    variance: number | string;
    answers: number;
  }[],
) =>
  new Map<string, Calibration>(
    rows.map((r) => [
      r.question_id,
      { difficulty: Number(r.difficulty), variance: Number(r.variance), answers: r.answers },
    ]),
  );

/**
 * Gives every item a calibration row (its level's prior, no answers, where it has none), then
 * reads them locked for update (PostgreSQL), in question-id order: all learners answer the same
 * items, and transactions that lock shared rows in one order cannot deadlock, nor lose another's
 * update between their read and their write. SQLite has a single writer already.
 */
export async function lockCalibrations(
  db: Db,
  priors: readonly { question_id: string; difficulty: number; variance: number }[],
  at: string,
) {
  // Code-point order (UTF-16 code units agree with it for the ids' ASCII).
  const sorted = [...new Map(priors.map((p) => [p.question_id, p])).values()].sort((a, b) =>
    a.question_id < b.question_id ? -1 : a.question_id > b.question_id ? 1 : 0,
  );
  if (sorted.length === 0) return new Map<string, Calibration>();
  await db
    .insertInto('item_calibrations')
    .values(sorted.map((p) => ({ ...p, answers: 0, updated_at: at })))
    .onConflict((oc) => oc.column('question_id').doNothing())
    .execute();
  const ids = sorted.map((p) => p.question_id);
  const rows = isPostgres(db)
    ? await db
        .selectFrom('item_calibrations')
        .selectAll()
        .where('question_id', 'in', ids)
        // Byte order, as the insert above: one order for every lock this function takes.
        .orderBy(sql`question_id collate "C"`)
        .forUpdate()
        .execute()
    : await db
        .selectFrom('item_calibrations')
        .selectAll()
        .where('question_id', 'in', ids)
        .execute();
  return calibrationMap(rows);
}

export async function saveCalibration(
  db: Db,
  row: {
    question_id: string;
    difficulty: number;
    variance: number;
    answers: number;
    updated_at: string;
  },
  exists: boolean,
) {
  if (!exists) {
    await db.insertInto('item_calibrations').values(row).execute();
    return;
  }
  const { question_id, ...changes } = row;
  await db
    .updateTable('item_calibrations')
    .set(changes)
    .where('question_id', '=', question_id)
    .execute();
}
