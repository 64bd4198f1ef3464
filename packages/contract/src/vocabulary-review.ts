import { z } from 'zod';
import { VOCABULARY } from './notebook-constants';
import { timeZoneSchema } from './time-zone';
import { vocabularyWordSchema } from './vocabulary';
import { REVIEW_LIMITS, REVIEW_RATINGS } from './review-rules';

const booleanText = z.enum(['true', 'false']).transform((v) => v === 'true');

export const reviewListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(REVIEW_LIMITS.maxLimit)
    .default(VOCABULARY.defaultReviewLimit),
  includeMastered: booleanText.default(false),
});

export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewWordSchema = vocabularyWordSchema.extend({
  /** More than one day past its next review date. */
  overdue: z.boolean(),
});

export type ReviewWord = z.infer<typeof reviewWordSchema>;

export const reviewListSchema = z.object({ words: z.array(reviewWordSchema) });

export type ReviewList = z.infer<typeof reviewListSchema>;

export const reviewRequestSchema = z.strictObject({
  rating: z.enum(REVIEW_RATINGS),
  /** Seconds the answer was in view; a timeout records the full countdown. */
  responseTime: z.number().min(0).max(VOCABULARY.reviewCountdownSeconds),
  /**
   * The client's id for this one rating (a UUID made when the learner judged the card). The
   * client retries a rating until it lands; a second delivery of the same id is not applied
   * again and answers the word as it is.
   */
  clientRatingId: z.uuid().optional(),
});

export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/**
 * The learner's IANA time zone (from Intl in the browser); days and streaks follow it. Without
 * it the zone kept in the learner's preferences applies, else UTC.
 */
export const statsQuerySchema = z.object({
  tz: timeZoneSchema.optional(),
});

export type StatsQuery = z.input<typeof statsQuerySchema>;
