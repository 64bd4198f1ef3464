import { z } from 'zod';
import { LANGUAGES, PRACTICE } from './constants';
import { graphicSchema } from './graphic';
import { QUESTION_TYPES, optionCountFor } from './parts';

/**
 * One level, 1–5 (the score bands under 500 … over 800). The wire calls it `difficulty` on a
 * question and on a new session (the public payload names); the code calls it a level.
 */
export const levelSchema = z.number().int().min(PRACTICE.levelMin).max(PRACTICE.levelMax);

/** Several distinct levels (a generate request, the practice defaults); wire name `difficulty`. */
export const levelListSchema = z
  .array(levelSchema)
  .min(1)
  .max(PRACTICE.levelMax)
  .refine((a) => new Set(a).size === a.length, { message: 'levels must be distinct' });

/**
 * The option count matches the part, and the key points at one of the options. Served questions
 * may still be four-option Part 2 items stored before Part 2 moved to three; new items (the
 * bank, and every generated one) must have exactly the part's count.
 */
const checkOptions =
  (strict: boolean) =>
  (q: { part?: number; options: string[]; correctAnswer: number }, ctx: z.RefinementCtx) => {
    const expected = optionCountFor(q.part);
    const legacyPart2 = !strict && q.part === 2 && q.options.length === 4;
    if (q.options.length !== expected && !legacyPart2) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `Part ${q.part ?? '?'} questions have ${expected} options`,
      });
    }
    if (q.correctAnswer >= q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'No option at this index' });
    }
  };

const questionFields = z.object({
  id: z.string().min(1),
  type: z.enum(QUESTION_TYPES),
  category: z.string().min(1),
  question: z.string().min(1),
  options: z.array(z.string().min(1)).min(3).max(4),
  correctAnswer: z.number().int().min(0).max(3),
  explanation: z.string(),
  difficulty: levelSchema,
  createdAt: z.string(),
  audioUrl: z.string().optional(),
  imageUrl: z.string().optional(),
  tags: z.array(z.string()),
  questionOrder: z.number().int().min(0).optional(),
  part: z.number().int().min(1).max(7).optional(),
  /** Parts 6–7: the text; several documents are separated by a line holding only "---". */
  passage: z.string().optional(),
  /** Parts 1–4: the listening script, one "Speaker: line" per line (Part 1/2 may omit labels). */
  transcript: z.string().optional(),
  /** Part 1: a description of the photograph when there is no image. */
  scene: z.string().optional(),
  /**
   * Parts 3, 4 and 7: the printed graphic a question refers to ("Look at the graphic."), drawn
   * by the screens; `describeGraphic` is its text alternative. The stem does not repeat it.
   */
  graphic: graphicSchema.optional(),
  /** Questions sharing one passage or talk carry the same groupId. */
  groupId: z.string().optional(),
});

/** A question as the API serves it: the practice fields plus the TOEIC fields (all optional). */
export const questionSchema = questionFields.superRefine(checkOptions(false));

export type Question = z.infer<typeof questionSchema>;

/** An item of the built-in bank: the explanation exists in every interface language. */
export const bankQuestionSchema = questionFields
  .omit({ explanation: true, createdAt: true, questionOrder: true, category: true })
  .extend({
    part: z.number().int().min(1).max(7),
    explanation: z.object(
      Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(20)])) as {
        zh: z.ZodString;
        ja: z.ZodString;
        en: z.ZodString;
      },
    ),
    tags: z.array(z.string().min(1)).min(1),
  })
  .superRefine(checkOptions(true));

export type BankQuestion = z.infer<typeof bankQuestionSchema>;
