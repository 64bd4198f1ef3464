import { randomUUID } from 'node:crypto';
import {
  PART_KEYS,
  type CreateSessionRequest,
  type PartKey,
  type PracticeSession,
} from '@toeic-ace/contract';
import { json, time } from '../../db/codec';
import type { Db } from '../../db/schema';
import { AppError, ConflictError } from '../../errors';
import { pickAdaptive } from '../ability';
import { pickDueMistakes } from '../mistakes';
import { toSession } from './practice.dto';
import * as repo from './practice.repository';

type HeldRequest = Exclude<CreateSessionRequest, { sessionType: 'quick_practice' }>;

export const nothingDue = () =>
  new ConflictError('NO_MISTAKES_DUE', 'No mistakes are due for review right now');

/**
 * A session created holding its questions (a mistakes or adaptive session), so its detail lists them at
 * once and no generate call is needed. Its plan is what it holds: nothing more can be attached.
 * Level and parts describe what it holds (the mean level, the parts present).
 */
export async function createHeldSession(
  db: Db,
  userId: string,
  input: HeldRequest,
  now: Date,
): Promise<PracticeSession> {
  const picked =
    input.sessionType === 'adaptive'
      ? {
          type: input.questionType,
          questions: await pickAdaptive(db, userId, {
            questionType: input.questionType,
            count: input.totalQuestions,
          }),
        }
      : await pickDueMistakes(db, userId, {
          count: input.totalQuestions,
          ...(input.questionType ? { questionType: input.questionType } : {}),
          ...(input.categories ? { categories: input.categories } : {}),
          now,
        });
  const questions = picked.questions;
  if (questions.length === 0) {
    if (input.sessionType === 'mistakes') throw nothingDue();
    throw new AppError(503, 'NOT_ENOUGH_QUESTIONS', 'The pool holds no questions for this section');
  }
  const levels = questions.map((q) => q.row.difficulty);
  const parts = new Set(questions.map((q) => q.row.part));
  const row = {
    id: randomUUID(),
    user_id: userId,
    session_type: input.sessionType,
    question_type: picked.type,
    difficulty: Math.round(levels.reduce((a, b) => a + b, 0) / levels.length),
    categories: json.toDb(PART_KEYS.filter((_, i) => parts.has(i + 1)) satisfies PartKey[]),
    total_questions: questions.length,
    created_at: time.toDb(now),
    completed_at: null,
    score: null,
    correct_answers: 0,
    time_spent: 0,
  };
  await db.transaction().execute(async (trx) => {
    await repo.insertSession(trx, row);
    await repo.insertSessionQuestions(
      trx,
      questions.map((q, order) => ({
        session_id: row.id,
        question_id: q.row.id,
        question_order: order,
        answer: null,
        time_spent: 0,
        answered_at: null,
      })),
    );
  });
  return toSession(row, { questions: questions.length, answered: 0, answerTime: 0 });
}
