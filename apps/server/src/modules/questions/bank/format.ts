import { z } from 'zod';
import { bankQuestionSchema, graphicSchema, levelSchema, type Graphic } from '@toeic-ace/contract';

/**
 * The shape of the bank's data files (apps/server/content/*.yaml), one schema per part. The files
 * hold only what an author writes; build.ts adds the fixed parts (type, part, the stems of Parts
 * 1, 2 and 6, transcripts made from the statements) so they cannot drift apart. Objects are
 * strict: a misspelt field is an error, not an ignored line.
 */

const LETTERS = ['A', 'B', 'C', 'D'] as const;
export type Letter = (typeof LETTERS)[number];
export const letterIndex = (letter: Letter): number => LETTERS.indexOf(letter);
export const letterOf = (index: number): Letter => LETTERS[index]!;

/** Ids name their part (`bank-p5-…`), so a moved item cannot keep another part's id. */
const idOf = (part: number) =>
  z
    .string()
    .regex(
      new RegExp(`^bank-p${part}-[a-z0-9]+(?:-[a-z0-9]+)*$`),
      `an id like bank-p${part}-l1-01`,
    );

const text = z.string().trim().min(1);
const explanation = bankQuestionSchema.shape.explanation.strict();
const tags = bankQuestionSchema.shape.tags;
const options = (count: 3 | 4) => z.array(text).length(count);
const answer = (count: 3 | 4) => z.enum(LETTERS.slice(0, count) as [Letter, ...Letter[]]);

/** What every question has: the options, the key as a letter, the explanations and tags. */
const answered = (count: 3 | 4) => ({
  options: options(count),
  answer: answer(count),
  explanation,
  tags,
});

/** Part 1: the photograph described in words, and the four statements the narrator reads. */
const photo = z.strictObject({ id: idOf(1), level: levelSchema, scene: text, ...answered(4) });

/** Part 2: one spoken prompt ("Woman: …") and three spoken responses. */
const response = z.strictObject({ id: idOf(2), level: levelSchema, prompt: text, ...answered(3) });

/** Part 5: one sentence with a blank of dashes, and four words or phrases. */
const sentence = z.strictObject({
  id: idOf(5),
  level: levelSchema,
  question: text.regex(/-{4,}/, 'the sentence marks its blank with -------'),
  ...answered(4),
});

/** One printed question about a shared conversation, talk or text. */
const question = (part: number) =>
  z.strictObject({ id: idOf(part), question: text, ...answered(4) });

/** Keys of `input` that `output` (its parse) dropped: fields the schema does not know. */
function unknownKeys(input: unknown, output: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof input !== 'object' || input === null || typeof output !== 'object' || !output) {
    return [];
  }
  return Object.keys(input).flatMap((key) => {
    const inner = (input as Record<string, unknown>)[key];
    if (!(key in output)) return [[...path, key]];
    return unknownKeys(inner, (output as Record<string, unknown>)[key], [...path, key]);
  });
}

/** The contract's graphic, its objects strict as every object of the data files is. */
function structured(value: unknown) {
  const parsed = graphicSchema.safeParse(value);
  if (!parsed.success) return parsed;
  const unknown = unknownKeys(value, parsed.data);
  if (!unknown.length) return parsed;
  const issues = unknown.map((path) => ({
    path,
    message: `Unrecognized key: "${String(path.at(-1))}"`,
  }));
  return { success: false as const, data: undefined, error: { issues } };
}

/**
 * A printed graphic, shown with the set's questions that start "Look at the graphic": either
 * data with a `kind` (the contract's graphicSchema, drawn by the screens) —
 *   kind: table       title, columns (1–6), rows (each one cell per column)
 *   kind: bar-chart   title, unit (optional: "%", "visitors"), bars (2–8: label, value ≥ 0)
 *   kind: floor-plan  a floor plan or a map: title, width and height (grid units), areas
 *                     (label, x, y, w, h: rectangles inside the grid, not overlapping; (0, 0) is
 *                     the top left corner), marker (optional: label, x, y — "You are here")
 * — or, as the older sets have it, text: a title line, then one row a line with its cells
 * separated by " | ", printed under the question's stem as it stands.
 */
const graphic = z
  .unknown()
  .transform((value, ctx): string | Graphic => {
    const parsed = typeof value === 'string' ? text.safeParse(value) : structured(value);
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return parsed.data ?? z.NEVER;
  })
  .optional();

/** The stem that shows a set's graphic (build.ts prints the graphic with it). */
export const GRAPHIC_CUE = 'Look at the graphic';

/** A set's graphic is shown by at least one of its questions, and only a set with one cues it. */
function graphicCued(
  set: { graphic?: unknown; questions: readonly { question: string }[] },
  ctx: z.RefinementCtx,
) {
  const cued = set.questions.map((q, i) => (q.question.startsWith(GRAPHIC_CUE) ? i : -1));
  const indices = cued.filter((i) => i >= 0);
  if (set.graphic !== undefined && indices.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['graphic'],
      message: `no question starts "${GRAPHIC_CUE}", so no one sees the graphic`,
    });
  }
  if (set.graphic === undefined) {
    for (const i of indices) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions', i, 'question'],
        message: `"${GRAPHIC_CUE}" in a set without a graphic`,
      });
    }
  }
}

/** Part 3: a conversation, one "Speaker: line" per line, and its three questions. */
const conversation = z
  .strictObject({
    set: idOf(3),
    level: levelSchema,
    conversation: text,
    graphic,
    questions: z.array(question(3)).length(3),
  })
  .superRefine(graphicCued);

/** Part 4: a talk by one speaker and its three questions. */
const talk = z
  .strictObject({
    set: idOf(4),
    level: levelSchema,
    speaker: z.enum(['Man', 'Woman']),
    talk: text,
    graphic,
    questions: z.array(question(4)).length(3),
  })
  .superRefine(graphicCued);

/** Part 6: a text with the blanks "-- (1) --" … "-- (4) --", one question per blank in order. */
const textCompletion = z.strictObject({
  set: idOf(6),
  level: levelSchema,
  passage: text,
  questions: z.array(z.strictObject({ id: idOf(6), ...answered(4) })).length(4),
});

/**
 * Part 7: one to three documents (separated by a line holding only "---") and their questions; a
 * chart or plan that belongs to the documents is a structured `graphic` (a table is lines of the
 * passage).
 */
const reading = z
  .strictObject({
    set: idOf(7),
    level: levelSchema,
    passage: text,
    graphic: graphic.refine((g) => typeof g !== 'string', 'a Part 7 graphic has a kind'),
    questions: z.array(question(7)).min(2).max(5),
  })
  .superRefine(graphicCued);

/** Each part's file: its name in the content folder and the schema of one entry. */
export const PART_FILES = {
  1: { file: 'part1-photographs.yaml', entry: photo },
  2: { file: 'part2-question-response.yaml', entry: response },
  3: { file: 'part3-conversations.yaml', entry: conversation },
  4: { file: 'part4-talks.yaml', entry: talk },
  5: { file: 'part5-incomplete-sentences.yaml', entry: sentence },
  6: { file: 'part6-text-completion.yaml', entry: textCompletion },
  7: { file: 'part7-reading-comprehension.yaml', entry: reading },
} as const;

export type PhotoItem = z.infer<typeof photo>;
export type ResponseItem = z.infer<typeof response>;
export type SentenceItem = z.infer<typeof sentence>;
export type GroupQuestion = z.infer<ReturnType<typeof question>>;
export type ConversationSet = z.infer<typeof conversation>;
export type TalkSet = z.infer<typeof talk>;
export type TextCompletionSet = z.infer<typeof textCompletion>;
export type ReadingSet = z.infer<typeof reading>;
