// Flashcard review's ratings, mastery and countdown, without zod: the review screen reads them
// (vocabulary-review.ts holds the payload schemas).
import { VOCABULARY } from './notebook-constants';

/**
 * Flashcard review: what the review screen and the server agree on. The countdown, colour and
 * fast-answer thresholds are VOCABULARY's (reviewCountdownSeconds, countdownWarnSeconds,
 * countdownDangerSeconds, fastAnswerSeconds); the functions here derive everything else.
 */

export const REVIEW_LIMITS = {
  maxLimit: 100,
  /** A word is overdue when its next review date passed more than this long ago. */
  overdueMs: 86_400_000,
  /** FSRS stability (days) at which a rated word is marked mastered. */
  masteredStabilityDays: 21,
} as const;

/**
 * Ratings queued in the browser while the server cannot take them are sent again after a
 * growing wait (1 s, 2 s, 4 s … with jitter) that stops at `maxRetryDelayMs`, for as long as any
 * is queued, and at once when the browser comes back online: a rating reaches the server within
 * about this long after the server is back, without a reload.
 */
export const RATING_SYNC = { maxRetryDelayMs: 15_000 } as const;

export const REVIEW_RATINGS = ['easy', 'normal', 'again'] as const;

export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** FSRS grades (Again 1, Hard 2, Good 3, Easy 4); Hard is not offered by the review screen. */
export const REVIEW_RATING_FSRS_GRADE = { again: 1, normal: 3, easy: 4 } as const satisfies Record<
  ReviewRating,
  number
>;

/** The end-screen tally a rating counts in. */
export const REVIEW_RATING_TALLY = {
  easy: 'proficient',
  normal: 'remembered',
  again: 'forgotten',
} as const satisfies Record<ReviewRating, string>;

export type ReviewTallyKey = (typeof REVIEW_RATING_TALLY)[ReviewRating];

const MASTERY_LEVELS = ['new', 'learning', 'familiar', 'proficient', 'mastered'] as const;

type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/** 0 new; 1-2 learning; 3-5 familiar; 6-10 proficient; above 10 mastered. */
export function masteryLevel(reviewCount: number): MasteryLevel {
  const index = VOCABULARY.masteryBounds.findIndex((bound) => reviewCount <= bound);
  return MASTERY_LEVELS[index === -1 ? MASTERY_LEVELS.length - 1 : index] as MasteryLevel;
}

export interface ReviewAnswer {
  correct: boolean;
  /** Seconds the answer was in view before the learner judged it. */
  viewSeconds: number;
  /** The countdown ran out before the answer was shown. */
  timedOut: boolean;
}

/**
 * The rating of one card and the response time to record: a timeout records the full countdown
 * and counts as forgotten; a wrong answer is forgotten; a correct one within the fast-answer
 * threshold is easy, slower is normal.
 */
export function ratingFromAnswer(answer: ReviewAnswer): {
  rating: ReviewRating;
  responseTime: number;
} {
  const limit = VOCABULARY.reviewCountdownSeconds;
  if (answer.timedOut) return { rating: 'again', responseTime: limit };
  const responseTime = Math.min(limit, Math.max(0, answer.viewSeconds));
  if (!answer.correct) return { rating: 'again', responseTime };
  return {
    rating: responseTime <= VOCABULARY.fastAnswerSeconds ? 'easy' : 'normal',
    responseTime,
  };
}

export type CountdownTone = 'normal' | 'warning' | 'danger';

/** Orange at 10 s or less, red at 5 s or less. */
export function countdownTone(secondsLeft: number): CountdownTone {
  if (secondsLeft <= VOCABULARY.countdownDangerSeconds) return 'danger';
  if (secondsLeft <= VOCABULARY.countdownWarnSeconds) return 'warning';
  return 'normal';
}
