import { lockLearner } from '../../db/advisory-lock';
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

const attemptRows = (set: GradedSet, fallback: string) =>
  set.answers.map((a) => ({
    source_id: set.sourceId,
    question_id: a.questionId,
    user_id: set.userId,
    source: set.source,
    part: a.part,
    answer: a.answer,
    correct: a.correct ? 1 : 0,
    review: set.review ? 1 : 0,
    answered_at: a.answeredAt ?? fallback,
  }));

/**
 * Takes the final answers of a completed session or submitted mock test into the learner's
 * history and mistakes notebook. Runs inside the caller's completion transaction, so the
 * schedule changes exactly when the session's score is written, and once: a completed session is
 * never completed again.
 */
export async function recordOutcomes(trx: Db, set: GradedSet, now: Date): Promise<void> {
  // Two sets of one learner completing at once read and write the same cards: they take turns.
  await lockLearner(trx, 'learning', set.userId);
  const at = now.toISOString();
  await repo.insertAttempts(trx, attemptRows(set, at));
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

export interface PastAnswer extends GradedAnswer {
  /** When it was given (ISO-8601), not after the call's `now`. */
  answeredAt: string;
  /**
   * The learner marked this miss mastered where it was made (the browser's wrong-question list):
   * it stays in the history as an attempt but does not enter the notebook.
   */
  mastered?: boolean;
}

export interface PastSet extends Omit<GradedSet, 'review' | 'answers'> {
  answers: readonly PastAnswer[];
}

/**
 * Takes in a completed set answered elsewhere and earlier — a practice set the learner did in
 * the browser, signed out, now migrated — as if its answers had arrived live, each at the time it
 * was given: every answer becomes an attempt, and a miss puts the question in the notebook (or
 * counts a lapse on its card), due from the miss's own time, not from the import. A right answer
 * changes no schedule (the set was not a mistakes session). Runs inside the caller's transaction,
 * the one that stores the set and its migration claim, so the set, its attempts and its misses
 * commit together or not at all, and a replayed import (claim taken) records nothing twice.
 *
 * Imports need not arrive in time order (sets of one call come in the browser's order, and a
 * live miss may be newer than a migrated one): a miss older than the card's last miss or review
 * counts as a lapse and may move `firstMissedAt` back, but leaves the schedule the newer event
 * set, as replaying it first would barely have changed it.
 */
export async function recordPastOutcomes(trx: Db, set: PastSet): Promise<void> {
  await lockLearner(trx, 'learning', set.userId);
  await repo.insertAttempts(trx, attemptRows({ ...set, review: false }, ''));
  const misses = set.answers
    .filter((a) => !a.correct && !a.mastered)
    .sort((a, b) => a.answeredAt.localeCompare(b.answeredAt));
  const cards = new Map(
    (
      await repo.findMistakes(
        trx,
        set.userId,
        misses.map((a) => a.questionId),
      )
    ).map((row) => [row.question_id, row]),
  );
  for (const a of misses) {
    const row = cards.get(a.questionId);
    const at = a.answeredAt;
    const firstMissedAt = row && row.first_missed_at < at ? row.first_missed_at : at;
    const saved: repo.MistakeRow =
      row && at < row.last_review
        ? { ...row, lapses: row.lapses + 1, first_missed_at: firstMissedAt }
        : {
            ...schedule(row, { correct: false, review: false }, new Date(at))!,
            user_id: set.userId,
            question_id: a.questionId,
            part: a.part,
            successes: row?.successes ?? 0,
            last_answer: a.answer,
            first_missed_at: firstMissedAt,
          };
    await repo.saveMistake(trx, saved, row !== undefined);
    cards.set(a.questionId, saved);
  }
}
