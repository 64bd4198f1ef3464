import type { LocalPracticeSession } from '@/entities/practice-session/types';
import type { LocalDb } from './database';
import { openLocalDb } from './open';
import type { WrongQuestionRecord } from './tables/review';

/**
 * A finished set's wrong answers, one row per question answered wrongly (unanswered ones are
 * not answers). The id joins set and question, so recording a set again changes nothing; a row
 * the learner has since marked mastered stays so.
 */
export function wrongQuestionsOf(session: LocalPracticeSession): WrongQuestionRecord[] {
  if (!session.completed) return [];
  const at = session.endTime ?? session.updatedAt;
  return session.questions.flatMap((question, i) => {
    const answer = session.userAnswers[i];
    if (answer === null || answer === undefined || answer === question.correctAnswer) return [];
    return [
      {
        id: `${session.id}:${question.id}`,
        questionId: question.id,
        sessionId: session.id,
        lastReviewedAt: null,
        mastered: 0,
        createdAt: at,
      },
    ];
  });
}

/** Records the wrong answers of a finished set and caches its questions. */
export async function recordWrongQuestions(
  session: LocalPracticeSession,
  store?: LocalDb,
): Promise<number> {
  const rows = wrongQuestionsOf(session);
  const db = store ?? (await openLocalDb());
  await db.transaction('rw', db.wrongQuestions, db.questions, async () => {
    const known = new Set(
      (await db.wrongQuestions.bulkGet(rows.map((r) => r.id))).flatMap((r) => (r ? [r.id] : [])),
    );
    await db.wrongQuestions.bulkAdd(rows.filter((r) => !known.has(r.id)));
    await db.questions.bulkPut(structuredClone(session.questions));
  });
  return rows.length;
}
