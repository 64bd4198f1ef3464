import type { Db } from '../../db/schema';
import * as repo from './mistakes.repository';
import { schedule } from './mistakes.scheduler';

export interface GradedAnswer {
  questionId: string;
  part: number;
  answer: number;
  correct: boolean;
  /** When it was given (ISO-8601); the completion time when unknown. */
  answeredAt: string | null;
}

export interface GradedSet {
  userId: string;
  source: 'practice' | 'mock';
  /** The practice session or mock test. */
  sourceId: string;
  /** A mistakes session: right answers are successful reviews. */
  review: boolean;
  answers: readonly GradedAnswer[];
}

/**
 * Takes the final answers of a completed session or submitted mock test into the learner's
 * history and mistakes notebook. Runs inside the caller's completion transaction, so the
 * schedule changes exactly when the session's score is written, and once: a completed session is
 * never completed again.
 */
export async function recordOutcomes(trx: Db, set: GradedSet, now: Date): Promise<void> {
  const at = now.toISOString();
  await repo.insertAttempts(
    trx,
    set.answers.map((a) => ({
      source_id: set.sourceId,
      question_id: a.questionId,
      user_id: set.userId,
      source: set.source,
      part: a.part,
      answer: a.answer,
      correct: a.correct ? 1 : 0,
      review: set.review ? 1 : 0,
      answered_at: a.answeredAt ?? at,
    })),
  );
  const touched = set.answers.filter((a) => !a.correct || set.review);
  const cards = new Map(
    (
      await repo.findMistakes(
        trx,
        set.userId,
        touched.map((a) => a.questionId),
      )
    ).map((row) => [row.question_id, row]),
  );
  for (const a of touched) {
    const row = cards.get(a.questionId);
    const next = schedule(row, { correct: a.correct, review: set.review }, now);
    if (!next) continue;
    await repo.saveMistake(
      trx,
      {
        ...next,
        user_id: set.userId,
        question_id: a.questionId,
        part: a.part,
        successes: (row?.successes ?? 0) + (a.correct ? 1 : 0),
        last_answer: a.answer,
        first_missed_at: row?.first_missed_at ?? at,
      },
      row !== undefined,
    );
  }
}
