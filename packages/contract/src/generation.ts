import { z } from 'zod';
import { AI_CLIENT } from './ai-constants';
import { DEFAULT_LANGUAGE, LANGUAGES, PRACTICE } from './constants';
import { ERROR_CODES } from './error-codes';
import { AI_PROVIDERS } from './health';
import { levelListSchema, questionSchema, type Question } from './question';
import { PART_KEYS, QUESTION_TYPES, UNCATEGORISED, partByKey } from './parts';

/**
 * Question generation (POST /api/questions/generate and its streaming variant) and the AI
 * health check. The request is the practice setup form plus the interface language.
 */
export const generateQuestionsRequestSchema = z
  .strictObject({
    questionType: z.enum(QUESTION_TYPES),
    questionCount: z.number().int().min(PRACTICE.questionCountMin).max(PRACTICE.questionCountMax),
    /** Levels 1–5 (the score bands of DIFFICULTY_SCORE_RANGES); the setup screen sends one. */
    difficulty: levelListSchema,
    /** Part keys (`part1` … `part7`), each belonging to `questionType`. */
    categories: z
      .array(z.enum(PART_KEYS))
      .min(1)
      .max(PART_KEYS.length)
      .refine((a) => new Set(a).size === a.length, { message: 'categories must be distinct' }),
    /** Language of the explanations (zh for the Chinese interface, ja, en). */
    language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
    /** A practice session of the caller's: the served questions are appended to it in order. */
    sessionId: z.uuid().optional(),
  })
  .superRefine((req, ctx) => {
    req.categories.forEach((key, i) => {
      if (partByKey(key)?.type !== req.questionType) {
        ctx.addIssue({
          code: 'custom',
          path: ['categories', i],
          message: `${key} is not a ${req.questionType} part`,
        });
      }
    });
  });
export type GenerateQuestionsRequest = z.infer<typeof generateQuestionsRequestSchema>;
export type GenerateQuestionsInput = z.input<typeof generateQuestionsRequestSchema>;

/**
 * Where the served questions came from: `ai` generated for this request, `pool` earlier
 * accepted AI questions, `bank` the built-in bank, `mixed` more than one of these.
 */
const GENERATION_SOURCES = ['pool', 'ai', 'bank', 'mixed'] as const;
export type GenerationSource = (typeof GENERATION_SOURCES)[number];

export const generateQuestionsResponseSchema = z.object({
  questions: z.array(questionSchema),
  source: z.enum(GENERATION_SOURCES),
});
export type GenerateQuestionsResponse = z.infer<typeof generateQuestionsResponseSchema>;

/**
 * The streaming variant answers `text/event-stream`:
 *   event: question  data: <Question>          one per question, in order (questionOrder 0, 1, …)
 *   event: done      data: {count, source}      last event of a served set
 *   event: error     data: {code, message}      instead of `done`, only when nothing was served
 * Errors found before the stream starts (400, 401, 404, 409, 429) keep the JSON envelope.
 */
export const GENERATION_STREAM_EVENTS = ['question', 'done', 'error'] as const;
export type GenerationStreamEventName = (typeof GENERATION_STREAM_EVENTS)[number];

export const generationDoneEventSchema = z.object({
  count: z.number().int().min(0),
  source: z.enum(GENERATION_SOURCES),
});
export type GenerationDoneEvent = z.infer<typeof generationDoneEventSchema>;

export const generationErrorEventSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /**
   * Set with RATE_LIMIT_EXCEEDED when the provider said how long to wait, and with
   * SERVICE_UNAVAILABLE (the database is restarting).
   */
  retryAfterSeconds: z.number().int().min(0).optional(),
});
export type GenerationErrorEvent = z.infer<typeof generationErrorEventSchema>;

export const generationStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('question'), data: questionSchema }),
  z.object({ event: z.literal('done'), data: generationDoneEventSchema }),
  z.object({ event: z.literal('error'), data: generationErrorEventSchema }),
]);
export type GenerationStreamEvent = z.infer<typeof generationStreamEventSchema>;

/** GET /api/health/gemini: provider reachability (cached briefly) and the caller's AI quota. */
const usageSchema = z.object({ used: z.number().int().min(0), limit: z.number().int().min(0) });

const aiRateLimitSchema = z.object({ minute: usageSchema, day: usageSchema });
export type AiRateLimit = z.infer<typeof aiRateLimitSchema>;

export const geminiHealthSchema = z.object({
  geminiAPI: z.object({
    connected: z.boolean(),
    provider: z.enum(AI_PROVIDERS),
    model: z.string().optional(),
    rateLimit: aiRateLimitSchema,
  }),
});

export const emptyAiRateLimit = (): AiRateLimit => ({
  minute: { used: 0, limit: AI_CLIENT.requestsPerMinute },
  day: { used: 0, limit: AI_CLIENT.requestsPerDay },
});

interface NormalizeOptions {
  /** Id for a question without one; default a random UUID. */
  newId?: () => string;
  /** createdAt for a question without one; default the current time. */
  now?: () => Date;
}

const QUESTION_DEFAULTS = {
  type: 'reading',
  category: UNCATEGORISED,
  correctAnswer: 0,
  explanation: '',
  difficulty: PRACTICE.defaultLevel,
  tags: [] as string[],
} as const;

const missing = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Fills a question's defaults (id → random UUID, type reading, category 未分类,
 * correctAnswer 0, difficulty 3, tags [], explanation '', createdAt now) into whatever a
 * generator produced, without judging the rest: the result still goes through questionSchema.
 * Non-objects come back as an empty object with the defaults (which then fails the schema).
 */
export function normalizeQuestion(raw: unknown, options: NormalizeOptions = {}): Partial<Question> {
  const source = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  const out: Record<string, unknown> = { ...source };
  for (const [key, value] of Object.entries(QUESTION_DEFAULTS)) {
    if (missing(out[key])) out[key] = Array.isArray(value) ? [...value] : value;
  }
  if (missing(out.id)) out.id = (options.newId ?? randomUuid)();
  if (missing(out.createdAt)) out.createdAt = (options.now?.() ?? new Date()).toISOString();
  for (const key of Object.keys(out)) if (out[key] === null) delete out[key];
  return out as Partial<Question>;
}

/** RFC 4122 v4 from the platform (browser or Node) without importing either. */
function randomUuid(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
