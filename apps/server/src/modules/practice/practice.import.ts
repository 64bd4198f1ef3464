import { TOEIC_PARTS, type QuestionType } from '@toeic-ace/contract';
import { json } from '../../db/codec';
import type { Db } from '../../db/schema';
import { loadPoolQuestions } from '../questions';
import * as repo from './practice.repository';

/** A finished or unfinished set done elsewhere (a browser's local database), to become ours. */
export interface ImportedSession {
  /** The new session's id (the caller records it before storing). */
  id: string;
  questionType: QuestionType;
  /** Level 1–5 of the set. */
  difficulty: number;
  /** Server question ids (pool rows) in the order they were shown, one per question. */
  questionIds: readonly string[];
  /** The chosen option per question (null: unanswered). */
  answers: readonly (number | null)[];
  /** Seconds per question. */
  answerTimes: readonly number[];
  /** When each answer was given (ISO-8601); absent or null: the completion time. */
  answeredAt?: readonly (string | null)[];
  createdAt: string;
  /** Null for a set the learner had not finished. */
  completedAt: string | null;
  /** Seconds of the whole set (finished sets). */
  timeSpent: number;
}

/** An answer of an imported finished set, graded by the server's key. */
export interface ImportedAnswer {
  questionId: string;
  part: number;
  answer: number;
  correct: boolean;
  answeredAt: string;
}

/**
 * Stores the set as an ordinary practice session of the user. Run it inside the caller's
 * transaction (`trx`), which also records where the set came from: the set is then stored
 * whole, with its record, or not at all. A finished set is scored like any completion: correct
 * count and score from the server's stored keys, never from what the upload claims. Returns the
 * new session's id and, for a finished set, its answers graded (for the learner's history and
 * mistakes notebook; none for an unfinished one, whose answers may still change).
 */
export async function importPracticeSession(
  trx: Db,
  userId: string,
  input: ImportedSession,
): Promise<{ id: string; graded: ImportedAnswer[] }> {
  const { id } = input;
  // The same question twice in one set is stored once (a session holds a question once).
  const order = [...new Set(input.questionIds)].map((qid) => input.questionIds.indexOf(qid));
  // The set's parts are its questions' (the questions module owns the pool).
  const stored = await loadPoolQuestions(trx, input.questionIds);
  const parts = new Set([...stored.values()].map((q) => q.row.part));
  await repo.insertSession(trx, {
    id,
    user_id: userId,
    session_type: 'quick_practice',
    question_type: input.questionType,
    difficulty: input.difficulty,
    categories: json.toDb(TOEIC_PARTS.filter((p) => parts.has(p.part)).map((p) => p.key)),
    total_questions: order.length,
    created_at: input.createdAt,
    completed_at: null,
    score: null,
    correct_answers: 0,
    time_spent: 0,
  });
  await repo.insertSessionQuestions(
    trx,
    order.map((i, position) => {
      const answer = input.answers[i] ?? null;
      return {
        session_id: id,
        question_id: input.questionIds[i]!,
        question_order: position,
        answer,
        time_spent: Math.round(input.answerTimes[i] ?? 0),
        answered_at:
          answer === null ? null : (input.answeredAt?.[i] ?? input.completedAt ?? input.createdAt),
      };
    }),
  );
  if (input.completedAt === null) return { id, graded: [] };
  const items = await repo.sessionItems(trx, id);
  const correct = items.filter((it) => it.answer !== null && it.answer === it.correct_answer);
  await repo.markCompleted(trx, id, {
    completed_at: input.completedAt,
    score: Math.round((100 * correct.length) / items.length),
    correct_answers: correct.length,
    time_spent: Math.round(input.timeSpent),
  });
  const graded = items.flatMap((it) =>
    it.answer === null
      ? []
      : [
          {
            questionId: it.question_id,
            part: it.part,
            answer: it.answer,
            correct: it.answer === it.correct_answer,
            answeredAt: it.answered_at ?? input.completedAt!,
          },
        ],
  );
  return { id, graded };
}

/** Whether the user owns this session (a local set that was server-backed all along). */
export const ownsSession = async (db: Db, userId: string, sessionId: string) =>
  (await repo.findSession(db, userId, sessionId)) !== undefined;

/** How many practice sessions the user has, finished or not. */
export const countUserSessions = (db: Db, userId: string) => repo.countSessions(db, userId);
