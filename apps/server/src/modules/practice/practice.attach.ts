import type { Db } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';

/**
 * Attaches questions the generator served to the learner's practice session, after the ones it
 * already holds, so the server knows each question's key and order before any answer arrives.
 * Another user's session answers 404 (never revealing it exists); a completed one is frozen.
 */
export async function attachQuestions(
  db: Db,
  userId: string,
  sessionId: string,
  questionIds: readonly string[],
): Promise<void> {
  if (questionIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('practice_sessions')
      .select(['id', 'completed_at'])
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!session) throw new NotFoundError('Practice session not found');
    if (session.completed_at) throw new ConflictError('SESSION_COMPLETED', 'Session is completed');
    const existing = await trx
      .selectFrom('session_questions')
      .select(['question_id', 'question_order'])
      .where('session_id', '=', sessionId)
      .execute();
    const held = new Set(existing.map((row) => row.question_id));
    const fresh = [...new Set(questionIds)].filter((id) => !held.has(id));
    if (fresh.length === 0) return;
    const next = existing.reduce((max, row) => Math.max(max, row.question_order + 1), 0);
    await trx
      .insertInto('session_questions')
      .values(
        fresh.map((questionId, i) => ({
          session_id: sessionId,
          question_id: questionId,
          question_order: next + i,
          answer: null,
          time_spent: 0,
          answered_at: null,
        })),
      )
      .execute();
  });
}
