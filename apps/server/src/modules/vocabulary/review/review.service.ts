import { randomUUID } from 'node:crypto';
import {
  REVIEW_LIMITS,
  type ReviewList,
  type ReviewListQuery,
  type ReviewRequest,
  type ReviewWord,
  type User,
  type VocabularyWord,
} from '@toeic-ace/contract';
import { isUniqueViolation } from '../../../db/errors';
import type { Db } from '../../../db/schema';
import { wordNotFound } from '../vocabulary.service';
import { toWord, type WordRow } from '../vocabulary.dto';
import { findWord } from '../vocabulary.repository';
import * as repo from './review.repository';
import { scheduleReview } from './review.scheduler';

export interface ReviewDeps {
  db: Db;
  clock: () => Date;
}

/** Retries of a rating that lost a race; each retry follows a rating that did land. */
const MAX_ATTEMPTS = 20;

export function createReviewService({ db, clock }: ReviewDeps) {
  async function dueList(user: User, query: ReviewListQuery): Promise<ReviewList> {
    const now = clock();
    const rows = await repo.dueWords(db, user.id, {
      now: now.toISOString(),
      limit: query.limit,
      includeMastered: query.includeMastered,
    });
    return { words: rows.map((row) => withOverdue(row, now)) };
  }

  /**
   * Applies one rating. Parallel ratings of a card are applied one after another: a rating
   * computed from a state another rating already replaced is recomputed from the new state.
   */
  async function rate(user: User, id: string, input: ReviewRequest): Promise<VocabularyWord> {
    const ratingId = input.clientRatingId ?? null;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const word = await attemptRating(user, id, input, ratingId).catch((err: unknown) => {
        // The same rating landed in parallel between our check and our write: try again,
        // and the check finds it.
        if (ratingId !== null && isUniqueViolation(err)) return null;
        throw err;
      });
      if (word) return word;
    }
    throw new Error(`rating of word ${id} kept losing to parallel ratings`);
  }

  /** One try: null when another rating changed the card first (or landed this same rating). */
  function attemptRating(user: User, id: string, input: ReviewRequest, ratingId: string | null) {
    return db.transaction().execute(async (trx) => {
      // Checked before the word is read, so a repeated delivery of a rating that already
      // landed answers the word as that rating left it (or as it is since).
      const landed = ratingId !== null && (await repo.hasRating(trx, user.id, ratingId));
      const row = await findWord(trx, user.id, id);
      if (!row) throw wordNotFound();
      if (landed) return toWord(row);
      const now = clock();
      const { columns, log } = scheduleReview(row, input.rating, now);
      const changes = { ...columns, updated_at: now.toISOString() };
      if (!(await repo.updateIfUnchanged(trx, user.id, row, changes))) return null;
      await repo.appendLog(trx, {
        ...log,
        id: randomUUID(),
        user_id: user.id,
        word_id: id,
        response_time: input.responseTime,
        client_rating_id: ratingId,
      });
      return toWord({ ...row, ...changes });
    });
  }

  return { dueList, rate };
}

function withOverdue(row: WordRow, now: Date): ReviewWord {
  const due = row.next_review_date === null ? null : Date.parse(row.next_review_date);
  return {
    ...toWord(row),
    overdue: due !== null && now.getTime() - due > REVIEW_LIMITS.overdueMs,
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
