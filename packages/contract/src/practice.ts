/**
 * Practice sessions and the statistics the dashboard and review pages read. Choices made here
 * once:
 * - On a session, `difficulty` is the band of its level (1–2 beginner, 3 intermediate, 4–5
 *   advanced), as published session payloads name it; `level` carries the 1–5 value.
 * - Wire aliases, kept only because the published session payload lists them: `isCompleted`
 *   (= `completed`), `questionsCount` (= `totalQuestions`) and `totalTime` (= `timeSpent`).
 *   They always carry the same values as their primaries; our own web app reads the primaries.
 * - `totalQuestions` = questions attached to the session, or the planned count
 *   (`plannedQuestions`) while none are attached yet.
 * - `score` is the rounded percent correct over ALL the session's questions (unanswered = wrong),
 *   computed by the server from its stored keys at completion; null until then.
 * - Statistics judge only completed sessions (their answers are final); `questionsAnswered`
 *   counts answers in every session, completed or not.
 */
import { z } from 'zod';
import { PRACTICE } from './constants';
import { levelSchema, questionSchema } from './question';
import { PART_KEYS, QUESTION_TYPES, partByKey } from './parts';
import { SCORE_TRENDS } from './score-estimate';
import { scoreEstimateSchema } from './score-estimate-schema';

/**
 * quick_practice: the learner's own choice of type, level and parts (the original session kind).
 * mistakes: created holding due items of the learner's mistakes notebook (mistakes.ts).
 * adaptive: created holding questions chosen from the learner's ability estimate (ability.ts).
 */
const SESSION_TYPES = ['quick_practice', 'mistakes', 'adaptive'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

const DIFFICULTY_BANDS = ['beginner', 'intermediate', 'advanced'] as const;
type DifficultyBand = (typeof DIFFICULTY_BANDS)[number];

/** Level 1–2 → beginner, 3 → intermediate, 4–5 → advanced. */
export const difficultyBand = (level: number): DifficultyBand =>
  level <= 2 ? 'beginner' : level === 3 ? 'intermediate' : 'advanced';

export const PRACTICE_LIST = { defaultLimit: 20, maxLimit: 100 } as const;

/** A session's score: the rounded percent correct over all its questions (unanswered = wrong). */
export const sessionScore = (correct: number, questions: number): number =>
  questions > 0 ? Math.round((100 * correct) / questions) : 0;

/** Upper bound for any duration the client reports (seconds): a day. Catches milliseconds. */
const MAX_TIME_SPENT_SECONDS = 86_400;

const seconds = z.number().min(0).max(MAX_TIME_SPENT_SECONDS);
const answerIndex = z.number().int().min(0).max(3);

const questionCount = z
  .number()
  .int()
  .min(PRACTICE.questionCountMin)
  .max(PRACTICE.questionCountMax);
const partKeys = z
  .array(z.enum(PART_KEYS))
  .min(1)
  .refine((a) => new Set(a).size === a.length, { message: 'categories must be distinct' });

const manualSessionSchema = z.strictObject({
  sessionType: z.literal('quick_practice'),
  questionType: z.enum(QUESTION_TYPES),
  difficulty: levelSchema,
  categories: partKeys,
  totalQuestions: questionCount,
});

/**
 * Up to totalQuestions due mistakes, oldest due first, whole sets together. Without a
 * questionType the section of the oldest due item is taken (a session is one section);
 * categories narrow it to those parts. 409 NO_MISTAKES_DUE when nothing matching is due.
 */
const mistakesSessionSchema = z.strictObject({
  sessionType: z.literal('mistakes'),
  questionType: z.enum(QUESTION_TYPES).optional(),
  categories: partKeys.optional(),
  totalQuestions: questionCount,
});

/**
 * Questions of the section picked from the learner's ability estimate: mostly from the parts
 * estimated lowest, near the learner's level, never-answered ones first (ability.ts).
 */
const adaptiveSessionSchema = z.strictObject({
  sessionType: z.literal('adaptive'),
  questionType: z.enum(QUESTION_TYPES),
  totalQuestions: questionCount,
});

export const createSessionRequestSchema = z
  .discriminatedUnion('sessionType', [
    manualSessionSchema,
    mistakesSessionSchema,
    adaptiveSessionSchema,
  ])
  .superRefine((value, ctx) => {
    if (!('categories' in value) || !value.categories) return;
    // A session is one section: the parts must all be of its type (or of one type).
    const type = value.questionType ?? partByKey(value.categories[0] ?? '')?.type;
    value.categories.forEach((key, i) => {
      if (partByKey(key)?.type !== type) {
        ctx.addIssue({
          code: 'custom',
          path: ['categories', i],
          message: `${key} is not a ${type} part`,
        });
      }
    });
  });
export type CreateSessionRequest = z.infer<typeof createSessionRequestSchema>;

export const listSessionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PRACTICE_LIST.maxLimit).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  /** "true": completed only; "false": in progress only; absent: all. */
  completed: z.enum(['true', 'false']).optional(),
});
export type ListSessionsQuery = z.infer<typeof listSessionsQuerySchema>;

export const sessionIdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/** Saves one answer; `answer: null` clears it. `timeSpent` in seconds (rounded when stored). */
export const submitAnswerRequestSchema = z.strictObject({
  questionId: z.string().min(1).max(100),
  answer: answerIndex.nullable(),
  timeSpent: seconds,
});
export type SubmitAnswerRequest = z.infer<typeof submitAnswerRequestSchema>;

/** Never carries the key or correctness: answers cannot be used to probe keys. */
export const submitAnswerResultSchema = z.object({
  questionId: z.string(),
  answer: answerIndex.nullable(),
  answeredCount: z.number().int().min(0),
});
export type SubmitAnswerResult = z.infer<typeof submitAnswerResultSchema>;

export const completeSessionRequestSchema = z.strictObject({
  /**
   * Accepted for clients that send their question objects; only the shape is checked
   * and nothing in them is used (order and keys come from the server's copy), so extra fields
   * such as `correctAnswer` are ignored.
   */
  questions: z
    .array(z.looseObject({ id: z.string().min(1), questionOrder: z.number().optional() }))
    .max(200)
    .optional(),
  /** Final answers; null entries leave a stored answer as it is; unknown questions are ignored. */
  userAnswers: z
    .array(
      z.strictObject({
        questionId: z.string().min(1).max(100),
        answer: answerIndex.nullable(),
        timeSpent: seconds.optional(),
      }),
    )
    .max(200),
  /** The whole session, in seconds. */
  timeSpent: seconds,
});
export type CompleteSessionRequest = z.infer<typeof completeSessionRequestSchema>;

const userAnswerSchema = z.object({
  questionId: z.string(),
  answer: answerIndex.nullable(),
  /** Seconds. */
  timeSpent: z.number().int().min(0),
});

export const practiceSessionSchema = z.object({
  id: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  /** The question type: listening or reading. */
  type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(DIFFICULTY_BANDS),
  level: levelSchema,
  categories: z.array(z.enum(PART_KEYS)),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  completed: z.boolean(),
  /** Alias of `completed` (see the header). */
  isCompleted: z.boolean(),
  /** Rounded percent correct, null until completed. */
  score: z.number().int().min(0).max(100).nullable(),
  /** 0 until completed. */
  correctAnswers: z.number().int().min(0),
  totalQuestions: z.number().int().min(0),
  /** Alias of `totalQuestions` (see the header). */
  questionsCount: z.number().int().min(0),
  /** The count chosen at setup. */
  plannedQuestions: z.number().int().min(0),
  answeredCount: z.number().int().min(0),
  /** Seconds: the reported session time once completed, the sum of answer times before. */
  timeSpent: z.number().int().min(0),
  /** Alias of `timeSpent` (see the header). */
  totalTime: z.number().int().min(0),
});
export type PracticeSession = z.infer<typeof practiceSessionSchema>;

export const practiceSessionDetailSchema = practiceSessionSchema.extend({
  /** In session order, with keys and the explanation in the user's interface language. */
  questions: z.array(questionSchema),
  /** One entry per question, in the same order; `answer` null when unanswered. */
  userAnswers: z.array(userAnswerSchema),
});
export type PracticeSessionDetail = z.infer<typeof practiceSessionDetailSchema>;

export const sessionListSchema = z.object({
  sessions: z.array(practiceSessionSchema),
  total: z.number().int().min(0),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SessionList = z.infer<typeof sessionListSchema>;

const accuracyStatsSchema = z.object({
  /** Questions served in completed sessions. */
  questions: z.number().int().min(0),
  answered: z.number().int().min(0),
  correct: z.number().int().min(0),
  /** correct / answered in percent, one decimal; null without answers. */
  accuracy: z.number().min(0).max(100).nullable(),
});
export type AccuracyStats = z.infer<typeof accuracyStatsSchema>;

/** A completed session as `estimateScore` reads it (ScoreSession), plus its id and type. */
const scoreSessionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  completed: z.boolean(),
  score: z.number().nullable(),
  totalQuestions: z.number().int().min(0),
  timeSpentSeconds: z.number().min(0),
  /** Mean level of the session's questions (1–5). */
  meanLevel: z.number(),
  completedAt: z.string(),
});

const sectionRangeSchema = z.object({
  low: z.number(),
  mid: z.number(),
  high: z.number(),
  answered: z.number(),
});

export const practiceStatsSchema = z.object({
  totalSessions: z.number().int().min(0),
  completedSessions: z.number().int().min(0),
  /** Answers stored in all sessions, completed or not. */
  questionsAnswered: z.number().int().min(0),
  /** Mean score of completed sessions, one decimal; null without any. */
  averageScore: z.number().nullable(),
  /** Seconds spent in completed sessions. */
  totalTimeSpent: z.number().int().min(0),
  overall: accuracyStatsSchema,
  byPart: z.object(
    Object.fromEntries(PART_KEYS.map((k) => [k, accuracyStatsSchema])) as Record<
      (typeof PART_KEYS)[number],
      typeof accuracyStatsSchema
    >,
  ),
  byType: z.object({ listening: accuracyStatsSchema, reading: accuracyStatsSchema }),
  /** Distinct UTC dates on which the user answered a question or completed a session. */
  studyDays: z.number().int().min(0),
  /** Consecutive such days ending today or yesterday (UTC); 0 otherwise. */
  currentStreak: z.number().int().min(0),
  /** YYYY-MM-DD (UTC) of the latest such day. */
  lastStudyDate: z.string().nullable(),
  /** Completed sessions, newest first: the input of `estimateScore` / `scoreTrend`. */
  scoreSessions: z.array(scoreSessionSchema),
  estimate: scoreEstimateSchema,
  trend: z.enum(SCORE_TRENDS),
  /** `estimateRange(byPart, { headline: estimate.estimatedScore })`. */
  range: z.object({
    listening: sectionRangeSchema,
    reading: sectionRangeSchema,
    total: z.object({ low: z.number(), mid: z.number(), high: z.number() }),
  }),
});
export type PracticeStats = z.infer<typeof practiceStatsSchema>;
