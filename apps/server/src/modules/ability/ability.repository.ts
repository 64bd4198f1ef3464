import type { Db } from '../../db/schema';

export const abilitiesOf = (db: Db, userId: string) =>
  db.selectFrom('learner_abilities').selectAll().where('user_id', '=', userId).execute();

export async function saveAbility(
  db: Db,
  row: {
    user_id: string;
    scope: string;
    theta: number;
    variance: number;
    answered: number;
    updated_at: string;
  },
  exists: boolean,
) {
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
  if (questionIds.length === 0)
    return new Map<string, { difficulty: number; variance: number; answers: number }>();
  const rows = await db
    .selectFrom('item_calibrations')
    .selectAll()
    .where('question_id', 'in', [...new Set(questionIds)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.question_id,
      { difficulty: Number(r.difficulty), variance: Number(r.variance), answers: r.answers },
    ]),
  );
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
