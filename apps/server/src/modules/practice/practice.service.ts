import { randomUUID } from 'node:crypto';
import {
  isWellFormedId,
  PRACTICE_LIST,
  sessionScore,
  type CompleteSessionRequest,
  type CreateSessionRequest,
  type ListSessionsQuery,
  type PracticeSession,
  type PracticeSessionDetail,
  type PracticeStats,
  type SessionList,
  type SubmitAnswerRequest,
  type SubmitAnswerResult,
  type User,
} from '@toeic-ace/contract';
import { json, time } from '../../db/codec';
import type { Db } from '../../db/schema';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordAbility } from '../ability';
import { recordOutcomes, type GradedAnswer } from '../mistakes';
import { createHeldSession } from './practice.held';
import { toDetail, toSession } from './practice.dto';
import * as repo from './practice.repository';
import { practiceStats } from './practice.stats';

export interface PracticeDeps {
  db: Db;
  clock: () => Date;
}

export const sessionNotFound = () => new NotFoundError('Practice session not found');
export const sessionCompleted = () =>
  new ConflictError('SESSION_COMPLETED', 'This practice session is already completed');

/**
 * Locks the caller's session for the rest of the transaction. Another user's session is
 * indistinguishable from a missing one (404).
 */
export async function openSession(trx: Db, userId: string, sessionId: string) {
  if (!isWellFormedId(sessionId)) throw sessionNotFound();
  const session = await repo.lockSession(trx, userId, sessionId);
  if (!session) throw sessionNotFound();
  return session;
}

export function createPracticeService({ db, clock }: PracticeDeps) {
  async function create(user: User, input: CreateSessionRequest): Promise<PracticeSession> {
    if (input.sessionType !== 'quick_practice') {
      return createHeldSession(db, user.id, input, clock());
    }
    const row = {
      id: randomUUID(),
      user_id: user.id,
      session_type: input.sessionType,
      question_type: input.questionType,
      difficulty: input.difficulty,
      categories: json.toDb(input.categories),
      total_questions: input.totalQuestions,
      created_at: time.now(clock),
      completed_at: null,
      score: null,
      correct_answers: 0,
      time_spent: 0,
    };
    await repo.insertSession(db, row);
    return toSession(row);
  }

  async function list(user: User, query: ListSessionsQuery): Promise<SessionList> {
    const limit = query.limit ?? PRACTICE_LIST.defaultLimit;
    const offset = query.offset ?? 0;
    const completed = query.completed === undefined ? undefined : query.completed === 'true';
    const rows = await repo.listSessions(db, user.id, { limit, offset, completed });
    const total = await repo.countSessions(db, user.id, completed);
    const counts = await repo.sessionCounts(
      db,
      rows.map((r) => r.id),
    );
    return { sessions: rows.map((r) => toSession(r, counts.get(r.id))), total, limit, offset };
  }

  async function detail(user: User, sessionId: string): Promise<PracticeSessionDetail> {
    const row = isWellFormedId(sessionId) ? await repo.findSession(db, user.id, sessionId) : null;
    if (!row) throw sessionNotFound();
    const items = await repo.sessionItems(db, sessionId);
    return toDetail(row, items, user.preferences.language);
  }

  /** Last answer wins until completion; persisted before the response is sent. */
  async function answer(
    user: User,
    sessionId: string,
    input: SubmitAnswerRequest,
  ): Promise<SubmitAnswerResult> {
    return db.transaction().execute(async (trx) => {
      const session = await openSession(trx, user.id, sessionId);
      if (session.completed_at !== null) throw sessionCompleted();
      const saved =
        isWellFormedId(input.questionId) &&
        (await repo.saveAnswer(trx, sessionId, input.questionId, {
          answer: input.answer,
          time_spent: Math.round(input.timeSpent),
          answered_at: input.answer === null ? null : time.now(clock),
        }));
      if (!saved) {
        // 400, not 404: the session exists; a client must not take this for a lost session.
        throw new ValidationError('Question is not part of this session', [
          { path: 'questionId', message: 'not part of this session', code: 'not_in_session' },
        ]);
      }
      const answeredCount = await repo.countAnswered(trx, sessionId);
      return { questionId: input.questionId, answer: input.answer, answeredCount };
    });
  }

  /**
   * One transaction: the final answers, then correct count and score from the stored keys.
   * Completing a completed session changes nothing and answers it as it is.
   */
  async function complete(
    user: User,
    sessionId: string,
    input: CompleteSessionRequest,
  ): Promise<PracticeSessionDetail> {
    await db.transaction().execute(async (trx) => {
      const session = await openSession(trx, user.id, sessionId);
      if (session.completed_at !== null) return;
      const items = await repo.sessionItems(trx, sessionId);
      if (items.length === 0) {
        throw new AppError(400, 'VALIDATION_ERROR', 'This session has no questions to score yet');
      }
      const now = time.now(clock);
      const final = new Map(input.userAnswers.map((a) => [a.questionId, a]));
      const graded: GradedAnswer[] = [];
      let correct = 0;
      for (const item of items) {
        const given = final.get(item.question_id);
        let answer = item.answer;
        if (given && given.answer !== null) {
          const timeSpent =
            given.timeSpent === undefined ? item.time_spent : Math.round(given.timeSpent);
          if (given.answer !== item.answer || timeSpent !== item.time_spent) {
            await repo.saveAnswer(trx, sessionId, item.question_id, {
              answer: given.answer,
              time_spent: timeSpent,
              answered_at: given.answer === item.answer ? item.answered_at : now,
            });
          }
          answer = given.answer;
        }
        if (answer !== null && answer === item.correct_answer) correct += 1;
        if (answer !== null) {
          graded.push({
            questionId: item.question_id,
            part: item.part,
            answer,
            correct: answer === item.correct_answer,
            answeredAt: answer === item.answer ? item.answered_at : now,
          });
        }
      }
      await recordOutcomes(
        trx,
        {
          userId: user.id,
          source: 'practice',
          sourceId: sessionId,
          review: session.session_type === 'mistakes',
          answers: graded,
        },
        new Date(now),
      );
      await recordAbility(trx, user.id, graded, new Date(now));
      await repo.markCompleted(trx, sessionId, {
        completed_at: now,
        score: sessionScore(correct, items.length),
        correct_answers: correct,
        time_spent: Math.round(input.timeSpent),
      });
    });
    return detail(user, sessionId);
  }

  /** The caller's statistics; the clock decides which days count as today and yesterday. */
  const stats = (user: User): Promise<PracticeStats> => practiceStats(db, user.id, clock());

  return { create, list, detail, answer, complete, stats };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
