import { REVIEW_LIMITS, REVIEW_RATING_FSRS_GRADE, type ReviewRating } from '@toeic-ace/contract';
import { Rating, createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import type { VocabularyReviewLogsTable, VocabularyWordsTable } from '../../../db/schema';
import type { WordRow } from '../vocabulary.dto';

/** FSRS with its default weights, 90 % requested retention and fuzz that spreads due dates. */
const scheduler = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: true }));

const DAY_MS = 86_400_000;
const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  normal: Rating.Good,
  easy: Rating.Easy,
};
// The contract's numbers are what clients see; they must be the library's grades.
for (const [rating, grade] of Object.entries(GRADES)) {
  if (REVIEW_RATING_FSRS_GRADE[rating as ReviewRating] !== grade) {
    throw new Error(`FSRS grade of ${rating} differs from the contract`);
  }
}

export const EASE_MIN = 1.3;
export const EASE_MAX = 3.0;

/**
 * The SM-2 style ease that exports carry: FSRS difficulty (1 easiest … 10 hardest) mapped
 * linearly onto SM-2's ease range, ease = 3.0 − 1.7 × (D − 1) / 9, rounded to 2 decimals.
 */
export function easeFromDifficulty(difficulty: number): number {
  const d = Math.min(10, Math.max(1, difficulty));
  const ease = EASE_MAX - ((EASE_MAX - EASE_MIN) * (d - 1)) / 9;
  return Math.round(ease * 100) / 100;
}

type ReviewColumns = Pick<
  VocabularyWordsTable,
  | 'review_count'
  | 'ease_index'
  | 'interval_days'
  | 'next_review_date'
  | 'last_review_date'
  | 'fsrs_stability'
  | 'fsrs_difficulty'
  | 'fsrs_state'
  | 'fsrs_lapses'
  | 'fsrs_learning_steps'
  | 'mastered'
>;

type LogColumns = Omit<
  VocabularyReviewLogsTable,
  'id' | 'user_id' | 'word_id' | 'response_time' | 'client_rating_id'
>;

/** The stored card as FSRS sees it; a word never rated with FSRS starts as a new card. */
function cardOf(row: WordRow, now: Date): Card {
  const empty = createEmptyCard(now);
  if (row.fsrs_stability === null || row.fsrs_difficulty === null) {
    return { ...empty, reps: row.review_count };
  }
  return {
    ...empty,
    due: row.next_review_date ? new Date(row.next_review_date) : now,
    stability: Number(row.fsrs_stability),
    difficulty: Number(row.fsrs_difficulty),
    scheduled_days: row.interval_days,
    learning_steps: row.fsrs_learning_steps ?? 0,
    reps: row.review_count,
    lapses: row.fsrs_lapses ?? 0,
    state: row.fsrs_state ?? 0,
    ...(row.last_review_date ? { last_review: new Date(row.last_review_date) } : {}),
  };
}

/** The word's columns after one rating at `now`, and the log row describing it. */
export function scheduleReview(
  row: WordRow,
  rating: ReviewRating,
  now: Date,
): { columns: ReviewColumns; log: LogColumns } {
  const before = cardOf(row, now);
  const { card } = scheduler.next(before, now, GRADES[rating]);
  const rated = before.state !== 0;
  return {
    columns: {
      review_count: card.reps,
      ease_index: easeFromDifficulty(card.difficulty),
      interval_days: card.scheduled_days,
      next_review_date: card.due.toISOString(),
      last_review_date: now.toISOString(),
      fsrs_stability: card.stability,
      fsrs_difficulty: card.difficulty,
      fsrs_state: card.state,
      fsrs_lapses: card.lapses,
      fsrs_learning_steps: card.learning_steps,
      // Reaching the stability threshold marks the word; the learner may still unmark it.
      mastered: card.stability >= REVIEW_LIMITS.masteredStabilityDays ? 1 : row.mastered,
    },
    log: {
      rating,
      reviewed_at: now.toISOString(),
      state_before: before.state,
      state_after: card.state,
      stability_before: rated ? before.stability : null,
      stability_after: card.stability,
      difficulty_before: rated ? before.difficulty : null,
      difficulty_after: card.difficulty,
      due_before: row.next_review_date,
      due_after: card.due.toISOString(),
      elapsed_days: before.last_review
        ? Math.max(0, (now.getTime() - before.last_review.getTime()) / DAY_MS)
        : 0,
      scheduled_days: card.scheduled_days,
    },
  };
}
