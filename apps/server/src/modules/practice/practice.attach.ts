import type { Db } from '../../db/schema';
import * as repo from './practice.repository';
import { openSession, sessionCompleted } from './practice.service';

/**
 * Attaches questions the generator served to the learner's practice session, after the ones it
 * already holds, so the server knows each question's key and order before any answer arrives.
 * Another user's session answers 404 (never revealing it exists); a completed one is frozen
 * (409 SESSION_COMPLETED). Ids already attached are skipped, so a retried call is harmless. The
 * session row is locked first, so concurrent calls for one session append one after the other,
 * and each sees what the others attached: a session never holds more than its totalQuestions
 * (what does not fit is served but left out). Returns the ids this call attached.
 */
export async function attachQuestions(
  db: Db,
  userId: string,
  sessionId: string,
  questionIds: readonly string[],
): Promise<string[]> {
  if (questionIds.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const session = await openSession(trx, userId, sessionId);
    if (session.completed_at !== null) throw sessionCompleted();
    const existing = await repo.sessionQuestionRows(trx, sessionId);
    const held = new Set(existing.map((row) => row.question_id));
    const room = Math.max(0, session.total_questions - existing.length);
    const fresh = [...new Set(questionIds)].filter((id) => !held.has(id)).slice(0, room);
    const next = existing.reduce((max, row) => Math.max(max, row.question_order + 1), 0);
    await repo.insertSessionQuestions(
      trx,
      fresh.map((questionId, i) => ({
        session_id: sessionId,
        question_id: questionId,
        question_order: next + i,
        answer: null,
        time_spent: 0,
        answered_at: null,
      })),
    );
    return fresh;
  });
}
