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
 * - Listening answers are accepted until `listeningEndsAt`, reading answers until
 *   `readingEndsAt` (= listeningEndsAt + the reading time). The listening section is over when
 *   its audio has played, which with speech synthesis may be before `listeningEndsAt`; the
 *   learner then moves on to reading at once and the reading clock still ends at
 *   `readingEndsAt`, so no test gives less reading time than the blueprint.
 * - A test whose reading time is up is submitted automatically (at `readingEndsAt`) by the next
 *   call that reads or changes it. Unanswered questions count as wrong.
 */
import { z } from 'zod';
import { rangeHalfWidth, scaleSection, SECTION_SCALE, type ScaleSection } from './score-scale';
import { QUESTION_TYPES } from './question';

export const MOCK_KINDS = ['full', 'half'] as const;
export type MockKind = (typeof MOCK_KINDS)[number];

export const MOCK_SECTIONS = ['listening', 'reading'] as const;
export type MockSection = (typeof MOCK_SECTIONS)[number];

export interface MockBlueprint {
  /** Questions per part (1–7). */
  parts: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, number>>;
  listeningMinutes: number;
  readingMinutes: number;
}

/** Part counts and section times of each form (see the file comment for the half form). */
export const MOCK_BLUEPRINT: Readonly<Record<MockKind, MockBlueprint>> = {
  full: {
    parts: { 1: 6, 2: 25, 3: 39, 4: 30, 5: 30, 6: 16, 7: 54 },
    listeningMinutes: 45,
    readingMinutes: 75,
  },
  half: {
    parts: { 1: 3, 2: 14, 3: 18, 4: 15, 5: 15, 6: 8, 7: 27 },
    listeningMinutes: 23,
    readingMinutes: 38,
  },
};

export const MOCK_PARTS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The section a part belongs to. */
export const mockSectionOf = (part: number): MockSection => (part <= 4 ? 'listening' : 'reading');

/** Questions of a form, in total or in one section. */
export function blueprintCount(kind: MockKind, section?: MockSection): number {
  return MOCK_PARTS.filter((p) => !section || mockSectionOf(p) === section).reduce(
    (sum, p) => sum + MOCK_BLUEPRINT[kind].parts[p],
    0,
  );
}

/**
 * How a form's questions spread over levels 1–5, as shares: most items in the middle, a few
 * easy openers and a few hard ones, like a real form. Assembly follows it where the bank allows.
 */
export const MOCK_LEVEL_MIX = [0.1, 0.2, 0.3, 0.25, 0.15] as const;

/** Reading shows its warning when this much time is left. */
export const MOCK_WARNING_SECONDS = 5 * 60;

/**
 * How much evidence a mock test is: a mock submitted within `recentDays` sets the predicted
 * score (see `predictScore`).
 */
export const MOCK_EVIDENCE = { recentDays: 30 } as const;

export interface MockSectionScore {
  raw: number;
  /** Questions in the section. */
  total: number;
  /** 5–495 in 5-point steps. */
  scaled: number;
  /** The likely true score: scaled ± max(25, 300 / √total), widened to 5-point steps. */
  range: { low: number; high: number };
}

const step = SECTION_SCALE.step;
const clampSection = (x: number) => Math.min(SECTION_SCALE.max, Math.max(SECTION_SCALE.min, x));

/**
 * Raw score → scaled section score. The conversion is the contract's section curve
 * (`scaleSection`: an approximation with the shape of published tables, not ETS's per-form
 * equating) applied to raw / total, so it is monotone in raw and bounded by 5–495. The range
 * admits the test's own error: ±25 (the real test's standard error of measurement) at least,
 * wider for short sections (±30 on 100 questions, ±45 on 50 after rounding outwards).
 */
export function scaleRaw(section: ScaleSection, raw: number, total: number): MockSectionScore {
  const count = Math.max(0, Math.floor(total));
  const right = Math.min(count, Math.max(0, Math.floor(raw)));
  const scaled = count === 0 ? SECTION_SCALE.min : scaleSection(section, right / count);
  const half = rangeHalfWidth(Math.max(1, count));
  return {
    raw: right,
    total: count,
    scaled,
    range: {
      low: clampSection(Math.floor((scaled - half) / step) * step),
      high: clampSection(Math.ceil((scaled + half) / step) * step),
    },
  };
}

/* ------------------------------------------------------------------ payloads */

export const createMockTestRequestSchema = z.strictObject({ kind: z.enum(MOCK_KINDS) });
export type CreateMockTestRequest = z.infer<typeof createMockTestRequestSchema>;

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

export const MOCK_STATUSES = ['listening', 'reading', 'submitted'] as const;
export type MockStatus = (typeof MOCK_STATUSES)[number];

const sectionScoreSchema = z.object({
  raw: z.number().int().min(0),
  total: z.number().int().min(0),
  scaled: z.number().int().min(SECTION_SCALE.min).max(SECTION_SCALE.max),
  range: z.object({ low: z.number().int(), high: z.number().int() }),
});

export const mockPartResultSchema = z.object({
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

export const mockTestSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(MOCK_KINDS),
  /** By the server's clock at the time of the answer. */
  status: z.enum(MOCK_STATUSES),
  createdAt: z.string(),
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

/* ------------------------------------------------------------ predicted score */

export type PredictionSource = 'mock' | 'practice' | 'none';

export interface Prediction {
  /** 0 = none yet; otherwise 10–990. */
  score: number;
  source: PredictionSource;
  /** The mock the score comes from. */
  mockId: string | null;
}

/**
 * The predicted score, strongest evidence first: a mock test is the real format under the real
 * clock, so the most recently submitted mock (full or half) within `MOCK_EVIDENCE.recentDays`
 * of `now` gives the prediction (its total scaled score). Without one, the practice estimate
 * (`estimateScore`) does; without that, there is none.
 */
export function predictScore(
  practiceEstimate: number,
  mocks: readonly Pick<MockTestSummary, 'id' | 'submittedAt' | 'result'>[],
  now: Date,
): Prediction {
  const windowMs = MOCK_EVIDENCE.recentDays * 86_400_000;
  const recent = mocks
    .filter((m) => m.result && m.submittedAt)
    .map((m) => ({ m, t: Date.parse(m.submittedAt as string) }))
    .filter(({ t }) => Number.isFinite(t) && t <= now.getTime() && now.getTime() - t <= windowMs)
    .sort((a, b) => b.t - a.t)[0];
  if (recent?.m.result)
    return { score: recent.m.result.total, source: 'mock', mockId: recent.m.id };
  if (practiceEstimate > 0) return { score: practiceEstimate, source: 'practice', mockId: null };
  return { score: 0, source: 'none', mockId: null };
}
