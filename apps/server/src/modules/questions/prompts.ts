import {
  AI_CLIENT,
  DIFFICULTY_SCORE_RANGES,
  optionCountFor,
  type Language,
} from '@toeic-ace/contract';
import { z } from 'zod';
import { promptText, type AiRequest, type JsonSchema } from '../../ai';
import { partFormat } from './part-formats';

/**
 * Prompts for question generation (per part and level) and for answer-key verification, with
 * the JSON shapes the model is asked for. The generation request carries no free text from the
 * user (type, parts, levels and language are enums); the verifier's prompt quotes generated text,
 * which is sanitised like user text since it came from outside our code.
 */
const LANGUAGE_NAMES: Record<Language, string> = {
  zh: 'Simplified Chinese (简体中文)',
  ja: 'Japanese (日本語)',
  en: 'English',
};

const LEVEL_NOTES = [
  'very easy: short sentences, everyday words, facts stated directly, answers use the same words as the text',
  'easy: common business vocabulary, simple tenses, answers mostly stated directly',
  'medium: longer sentences, standard business vocabulary, some paraphrase between text and answer',
  'hard: complex sentences, less common vocabulary, paraphrased answers, some inference',
  'very hard: subtle grammar and collocations, close distractors, inference across sentences or documents',
] as const;

/** "TOEIC score band 600-700" for level 3; "under 500" / "over 800" for the ends. */
export function scoreBand(level: number): string {
  const range = DIFFICULTY_SCORE_RANGES[level - 1] ?? DIFFICULTY_SCORE_RANGES[2];
  return range.startsWith('<')
    ? `under ${range.slice(1)}`
    : range.startsWith('>')
      ? `over ${range.slice(1)}`
      : range;
}

export const levelLine = (level: number) =>
  `level ${level} = TOEIC score band ${scoreBand(level)} (${LEVEL_NOTES[level - 1] ?? LEVEL_NOTES[2]})`;

/** Spreads `count` over the levels as evenly as possible, in the given order. */
export function levelShares(levels: readonly number[], count: number): [number, number][] {
  return levels
    .map((level, i): [number, number] => [
      level,
      Math.floor(count / levels.length) + (i < count % levels.length ? 1 : 0),
    ])
    .filter(([, n]) => n > 0);
}

/** What the model writes for one question; shared text sits on the first of its group. */
const generatedItem = (part: number) => {
  const format = partFormat(part);
  const count = optionCountFor(part);
  const shared = Object.fromEntries(
    format.sharedFields.map((f) => [f, z.string().describe(SHARED_DESCRIPTIONS[f])]),
  );
  return z.object({
    ...(format.grouped
      ? { group: z.string().describe('Same label for questions sharing one text: "1", "2", …') }
      : {}),
    ...shared,
    question: z.string(),
    options: z.array(z.string()).min(count).max(count),
    explanation: z.string(),
    correctAnswer: z
      .number()
      .int()
      .min(0)
      .max(count - 1)
      .describe('0-based index of the key: 0 = (A)'),
    tags: z.array(z.string()),
    difficulty: z.number().int().min(1).max(5),
  });
};

const SHARED_DESCRIPTIONS = {
  scene: 'What the photograph shows',
  transcript: 'What is heard, one "Speaker: line" per line',
  passage: 'The text read; several documents separated by a line holding only ---',
} as const;

export const generationJsonSchema = (part: number): JsonSchema =>
  z.toJSONSchema(z.object({ questions: z.array(generatedItem(part)) })) as JsonSchema;

export const GENERATION_SYSTEM = [
  'You are an experienced item writer for the TOEIC Listening & Reading test.',
  'You write original practice questions, never copied from published tests or books, that match the real test in format, register and difficulty.',
  'Settings are business and everyday working life: offices, meetings, hiring, travel, shopping, restaurants, banking, appointments, deliveries, property, events, manufacturing.',
  'Use varied international names, companies and places.',
  'Every question has exactly four options (three in Part 2, as on the real test) and exactly one correct answer; the others are plausible but clearly wrong for a careful test taker.',
  'Reply with JSON only, matching the given schema.',
].join(' ');

export interface GenerationPromptInput {
  part: number;
  levels: readonly number[];
  count: number;
  language: Language;
}

export function generationPrompt({ part, levels, count, language }: GenerationPromptInput): string {
  const format = partFormat(part);
  const letters = 'ABCD'.slice(0, optionCountFor(part)).split('');
  const shares = levelShares(levels, count);
  const mix =
    shares.length === 1
      ? `All questions are at ${levelLine(shares[0]?.[0] ?? 3)}.`
      : `Levels: ${shares.map(([level, n]) => `${n} at ${levelLine(level)}`).join('; ')}.`;
  return [
    `Write exactly ${count} TOEIC Part ${part} (${format.name}) questions as {"questions": [...]}.`,
    mix,
    '',
    'Format:',
    ...format.format.map((line) => `- ${line}`),
    '',
    'Distractors (the kinds the real test uses):',
    ...format.distractors.map((line) => `- ${line}`),
    '',
    'Fields:',
    `- explanation: written in ${LANGUAGE_NAMES[language]}, 2–4 sentences: why the correct option is right (quote the words that prove it) and why the most tempting wrong option is wrong. Refer to options as ${letters.map((l) => `(${l})`).join(', ')}.`,
    `- correctAnswer: 0-based index of the correct option (${letters.map((l, i) => `${i} = ${l}`).join(', ')}); spread the keys over ${letters[0]}–${letters.at(-1)}.`,
    '- tags: 1–3 short English tags naming the tested skill or grammar point and the topic, e.g. "verb tense", "office".',
    `- difficulty: the question's level (${levels.join(' or ')}).`,
    '- Every question tests something different; vary topics, names and tested points.',
  ].join('\n');
}

export function generationRequest(input: GenerationPromptInput): AiRequest {
  return {
    system: GENERATION_SYSTEM,
    messages: [{ role: 'user', content: generationPrompt(input) }],
    params: AI_CLIENT.questions,
    jsonSchema: generationJsonSchema(input.part),
  };
}

/** What the verifier sees of a question: never its key or explanation. */
export interface VerifiableQuestion {
  question: string;
  options: readonly string[];
  scene?: string;
  transcript?: string;
  passage?: string;
}

export const verificationJsonSchema: JsonSchema = z.toJSONSchema(
  z.object({ answers: z.array(z.number().int().min(0).max(3)) }),
) as JsonSchema;

export const VERIFICATION_SYSTEM = [
  'You are taking a TOEIC practice test.',
  'For each question choose the single best option.',
  'Reply with JSON only: {"answers": [...]} holding one 0-based option index per question (A = 0, B = 1, C = 2, D = 3), in the order the questions are given.',
].join(' ');

const quote = (text: string) => promptText(text, { maxLength: 10_000 });

export function verificationPrompt(questions: readonly VerifiableQuestion[]): string {
  let previousShared = '';
  let previousNumber = 0;
  const blocks = questions.map((q, i) => {
    const lines = [`Question ${i + 1}`];
    const shared = [
      q.scene ? `Photograph: ${quote(q.scene)}` : '',
      q.transcript ? `Transcript:\n${quote(q.transcript)}` : '',
      q.passage ? `Passage:\n${quote(q.passage)}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    if (shared && shared === previousShared) {
      lines.push(`(Same text as question ${previousNumber}.)`);
    } else if (shared) {
      lines.push(shared);
      previousShared = shared;
      previousNumber = i + 1;
    }
    lines.push(`Question: ${quote(q.question)}`);
    q.options.forEach((option, k) => lines.push(`(${'ABCD'[k]}) ${quote(option)}`));
    return lines.join('\n');
  });
  return [`Answer these ${questions.length} question(s).`, '', blocks.join('\n\n')].join('\n');
}

export function verificationRequest(questions: readonly VerifiableQuestion[]): AiRequest {
  return {
    system: VERIFICATION_SYSTEM,
    messages: [{ role: 'user', content: verificationPrompt(questions) }],
    // Answering is not creative: sample as deterministically as the provider allows.
    params: { ...AI_CLIENT.questions, temperature: 0, maxOutputTokens: 256 },
    jsonSchema: verificationJsonSchema,
  };
}
