/**
 * The mistakes notebook (错题本 / 間違いノート): every question a signed-in learner answers wrong
 * in a practice session or a mock test, on an FSRS schedule. Choices made here once:
 * - A miss is a lapse (FSRS "Again"). A miss outside a mistakes session makes the question due at
 *   once (the learner may retry it today); a miss inside a mistakes session leaves the due date
 *   FSRS gives a lapse (about a day later: it comes back soon, not in the same sitting).
 * - A right answer in a mistakes session is a successful review (FSRS "Good"): the due date moves
 *   days ahead, further after each success. A right answer elsewhere changes nothing.
 * - Answers count when their session is completed (or the mock test submitted): until then the
 *   learner may still change them.
 * - The list is newest due first; a mistakes session takes the oldest due first.
 */
import { z } from 'zod';
import { questionSchema } from './question';
import { QUESTION_TYPES } from './parts';

export const MISTAKES = {
  /** Items per page of GET /mistakes. */
  pageSize: 20,
  /** Attempts a question's history lists (newest first). */
  historyMax: 50,
} as const;

const partNumber = z.coerce.number().int().min(1).max(7);

export const mistakesQuerySchema = z.object({
  /** "true": due now; "false": scheduled later; absent: both. */
  due: z.enum(['true', 'false']).optional(),
  part: partNumber.optional(),
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type MistakesQuery = z.infer<typeof mistakesQuerySchema>;

export const mistakeParamsSchema = z.strictObject({ questionId: z.string().min(1).max(100) });

const mistakeItemSchema = z.object({
  questionId: z.string(),
  /** With its key and the explanation in the learner's interface language. */
  question: questionSchema,
  part: z.number().int().min(1).max(7),
  type: z.enum(QUESTION_TYPES),
  /** When it is next due (ISO-8601). */
  due: z.string(),
  isDue: z.boolean(),
  /** Misses counted since it entered the notebook. */
  lapses: z.number().int().min(0),
  /** Right answers in mistakes sessions. */
  successes: z.number().int().min(0),
  /** The learner's last answer (null: none kept) and when it was given. */
  lastAnswer: z.number().int().min(0).max(3).nullable(),
  lastAnsweredAt: z.string(),
  firstMissedAt: z.string(),
});
export type MistakeItem = z.infer<typeof mistakeItemSchema>;

export const mistakeListSchema = z.object({
  items: z.array(mistakeItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type MistakeList = z.infer<typeof mistakeListSchema>;

const partCountSchema = z.object({
  part: z.number().int().min(1).max(7),
  due: z.number().int().min(0),
  total: z.number().int().min(0),
});

/** The counts the nav, home and the notebook's filters show. */
export const mistakeSummarySchema = z.object({
  due: z.number().int().min(0),
  total: z.number().int().min(0),
  byPart: z.array(partCountSchema),
});
export type MistakeSummary = z.infer<typeof mistakeSummarySchema>;

const ATTEMPT_SOURCES = ['practice', 'mock'] as const;

const attemptSchema = z.object({
  answeredAt: z.string(),
  answer: z.number().int().min(0).max(3),
  correct: z.boolean(),
  source: z.enum(ATTEMPT_SOURCES),
  /** The practice session or mock test it was given in (the caller's own). */
  sourceId: z.string(),
  /** True when given in a mistakes session. */
  review: z.boolean(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const mistakeDetailSchema = z.object({
  item: mistakeItemSchema,
  /** Newest first, at most MISTAKES.historyMax. */
  attempts: z.array(attemptSchema),
});
export type MistakeDetail = z.infer<typeof mistakeDetailSchema>;
