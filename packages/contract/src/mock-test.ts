/**
 * Timed mock tests: the form blueprint, the raw-to-scaled conversion, the payloads, and the rule
 * by which a recent mock becomes the predicted score. Pure; shared by server and web.
 *
 * Choices made here once:
 * - A full form has the real test's part counts (200 questions, 45 + 75 minutes). A half form
 *   halves every part as closely as whole sets allow (Parts 3–4 come in sets of three, Part 6 in
 *   texts of four) while keeping 50 questions a section: Part 1 3, Part 2 14, Part 3 18 (6
 *   conversations), Part 4 15 (5 talks), Part 5 15, Part 6 8 (2 texts), Part 7 27; 23 + 38
 *   minutes.
 * - A new form is `ready`: its clock starts when the learner starts listening
 *   (`POST /mock-tests/{id}/start` {section: 'listening'}); until then no answer is taken and
 *   `listeningStartedAt` is null (the section ends shown are those of a start at creation).
 * - Listening answers are accepted until `listeningEndsAt`; reading answers only from then on
 *   (409 LISTENING_NOT_FINISHED before) until `readingEndsAt`. Moving on to reading
 *   (`start` {section: 'reading'}, sent when the audio has played) ends listening for good at
 *   that moment and gives reading its full time from then; otherwise listening ends when its
 *   time is up and reading runs to listeningEndsAt + the reading time. Either way reading gets
 *   exactly the blueprint's reading time, never the listening time too.
 * - One unfinished form per learner: starting another answers 409 MOCK_TEST_IN_PROGRESS with
 *   the open form's id in `details.id`.
 * - A test whose reading time is up is submitted automatically (at `readingEndsAt`) by the next
 *   call that reads or changes it. Unanswered questions count as wrong.
 */
import { z } from 'zod';
import { SECTION_SCALE } from './score-scale';
import { QUESTION_TYPES } from './parts';
import { graphicSchema } from './graphic';
import { MOCK_KINDS, MOCK_SECTIONS, MOCK_STATUSES } from './mock-rules';

/* ------------------------------------------------------------------ payloads */

export const createMockTestRequestSchema = z.strictObject({ kind: z.enum(MOCK_KINDS) });

export const startMockSectionRequestSchema = z.strictObject({ section: z.enum(MOCK_SECTIONS) });

export const mockTestIdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

export const mockAnswerRequestSchema = z.strictObject({
  questionId: z.string().min(1).max(100),
  /** null clears the answer. */
  answer: z.number().int().min(0).max(3).nullable(),
});

export type MockAnswerRequest = z.infer<typeof mockAnswerRequestSchema>;

export const mockAnswerResultSchema = z.object({
  questionId: z.string(),
  answer: z.number().int().min(0).max(3).nullable(),
  answeredCount: z.number().int().min(0),
});

export type MockAnswerResult = z.infer<typeof mockAnswerResultSchema>;

const sectionScoreSchema = z.object({
  raw: z.number().int().min(0),
  total: z.number().int().min(0),
  scaled: z.number().int().min(SECTION_SCALE.min).max(SECTION_SCALE.max),
  range: z.object({ low: z.number().int(), high: z.number().int() }),
});

const mockPartResultSchema = z.object({
  part: z.number().int().min(1).max(7),
  correct: z.number().int().min(0),
  total: z.number().int().min(0),
  /**
   * Seconds spent on the part: for each answered question, the time from the previous first
   * answer (or the start of the test) to its own first answer.
   */
  seconds: z.number().int().min(0),
});

export type MockPartResult = z.infer<typeof mockPartResultSchema>;

export const mockResultSchema = z.object({
  listening: sectionScoreSchema,
  reading: sectionScoreSchema,
  /** listening.scaled + reading.scaled. */
  total: z.number().int().min(10).max(990),
  totalRange: z.object({ low: z.number().int(), high: z.number().int() }),
  parts: z.array(mockPartResultSchema),
});

export type MockResult = z.infer<typeof mockResultSchema>;

const mockTestSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(MOCK_KINDS),
  /** By the server's clock at the time of the answer. */
  status: z.enum(MOCK_STATUSES),
  createdAt: z.string(),
  /** Null while `ready`. */
  listeningStartedAt: z.string().nullable(),
  listeningEndsAt: z.string(),
  readingEndsAt: z.string(),
  submittedAt: z.string().nullable(),
  questionCount: z.number().int().min(0),
  answeredCount: z.number().int().min(0),
  /** null until submitted. */
  result: mockResultSchema.nullable(),
});

export type MockTestSummary = z.infer<typeof mockTestSummarySchema>;

/**
 * A question of a mock. The listening script travels with it (the client speaks it); the key and
 * the explanation only once the test is submitted.
 */
export const mockQuestionSchema = z.object({
  id: z.string(),
  /** 1-based number on the form. */
  number: z.number().int().min(1),
  part: z.number().int().min(1).max(7),
  type: z.enum(QUESTION_TYPES),
  groupId: z.string().nullable(),
  difficulty: z.number().int().min(1).max(5),
  question: z.string(),
  options: z.array(z.string()),
  passage: z.string().optional(),
  transcript: z.string().optional(),
  scene: z.string().optional(),
  graphic: graphicSchema.optional(),
  imageUrl: z.string().optional(),
  audioUrl: z.string().optional(),
  tags: z.array(z.string()),
  correctAnswer: z.number().int().min(0).max(3).optional(),
  explanation: z.string().optional(),
});

export type MockQuestion = z.infer<typeof mockQuestionSchema>;

export const mockTestDetailSchema = mockTestSummarySchema.extend({
  /** The server's clock when it answered: clients count down from it, not from their own. */
  serverNow: z.string(),
  questions: z.array(mockQuestionSchema),
  answers: z.array(
    z.object({ questionId: z.string(), answer: z.number().int().min(0).max(3).nullable() }),
  ),
});

export type MockTestDetail = z.infer<typeof mockTestDetailSchema>;

export const mockTestListSchema = z.object({ tests: z.array(mockTestSummarySchema) });

export type MockTestList = z.infer<typeof mockTestListSchema>;
