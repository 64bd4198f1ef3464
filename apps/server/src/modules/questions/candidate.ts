import { randomUUID } from 'node:crypto';
import {
  normalizeQuestion,
  optionCountFor,
  questionSchema,
  type Language,
  type QuestionType,
} from '@toeic-ace/contract';
import { NUMBERED_BLANK, partFormat, type SharedField } from './part-formats';
import type { VerifiableQuestion } from './prompts';
import type { QuestionRecord } from './question-record';

/**
 * Turns one item the model wrote into a stored-question record, or says why it is rejected.
 * The checks: question text, four options (three in Part 2) and a key among them (else the
 * item is a parse error, see docs/product-rules.md), the part's
 * own shape (its shared text, Part 5's blank, Part 6's numbered blanks), distinct options, an
 * explanation; then the defaults are filled and the result must pass the contract schema.
 */
export interface Candidate {
  record: QuestionRecord;
  verifiable: VerifiableQuestion;
}

export type CandidateResult = { ok: true; candidate: Candidate } | { ok: false; reason: string };

/** Per provider call: shared texts and group ids by the model's group label. */
export class CallContext {
  readonly #groups = new Map<
    string,
    { id: string; shared: Partial<Record<SharedField, string>>; size: number }
  >();
  #anonymous = 0;

  constructor(
    readonly part: number,
    readonly type: QuestionType,
    readonly levels: readonly number[],
    readonly language: Language,
    readonly now: () => Date,
  ) {}

  group(label: unknown) {
    const key =
      typeof label === 'string' || typeof label === 'number'
        ? String(label).trim() || `#${++this.#anonymous}`
        : `#${++this.#anonymous}`;
    let group = this.#groups.get(key);
    if (!group) {
      group = { id: `ai-${randomUUID()}`, shared: {}, size: 0 };
      this.#groups.set(key, group);
    }
    return group;
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

function nearestLevel(value: unknown, levels: readonly number[]): number {
  const first = levels[0] ?? 3;
  if (typeof value !== 'number' || !Number.isFinite(value)) return first;
  return levels.reduce(
    (best, l) => (Math.abs(l - value) < Math.abs(best - value) ? l : best),
    first,
  );
}

export function toCandidate(raw: unknown, ctx: CallContext): CandidateResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, reason: 'not an object' };
  }
  const item = raw as Record<string, unknown>;
  const format = partFormat(ctx.part);
  const group = ctx.group(format.grouped ? item.group : undefined);
  for (const field of format.sharedFields) {
    const value = text(item[field]);
    if (value && !group.shared[field]) group.shared[field] = value;
  }
  const question = text(item.question);
  const options = Array.isArray(item.options) ? item.options.map(text) : [];
  if (!question) return { ok: false, reason: 'no question text' };
  const expected = optionCountFor(ctx.part);
  if (options.length !== expected || options.some((o) => !o)) {
    return { ok: false, reason: `${options.length} options instead of ${expected}` };
  }
  if (new Set(options.map((o) => o?.toLowerCase())).size !== expected) {
    return { ok: false, reason: 'options repeat' };
  }
  const key = item.correctAnswer;
  if (typeof key !== 'number' || !Number.isInteger(key) || key < 0 || key >= expected) {
    return { ok: false, reason: `correctAnswer is not an index 0–${expected - 1}` };
  }
  const explanation = text(item.explanation);
  if (!explanation) return { ok: false, reason: 'no explanation' };
  const missing = format.required.find((field) => !group.shared[field]);
  if (missing) return { ok: false, reason: `no ${missing}` };
  if (format.stem && !format.stem.test(question)) return { ok: false, reason: 'stem format' };
  if (ctx.part === 6 && !NUMBERED_BLANK.test(group.shared.passage ?? '')) {
    return { ok: false, reason: 'passage without numbered blanks' };
  }

  const tags = Array.isArray(item.tags)
    ? item.tags
        .map(text)
        .filter((t): t is string => Boolean(t))
        .slice(0, 5)
    : [];
  const shared = group.shared;
  const normalized = normalizeQuestion(
    {
      id: randomUUID(),
      type: ctx.type,
      category: `part${ctx.part}`,
      part: ctx.part,
      difficulty: nearestLevel(item.difficulty, ctx.levels),
      question,
      options,
      correctAnswer: key,
      explanation,
      tags,
      ...(format.grouped ? { groupId: group.id } : {}),
      ...shared,
    },
    { now: ctx.now },
  );
  const parsed = questionSchema.safeParse(normalized);
  if (!parsed.success) {
    return { ok: false, reason: parsed.error.issues.map((i) => i.path.join('.')).join(', ') };
  }
  const q = parsed.data;
  const position = group.size++;
  return {
    ok: true,
    candidate: {
      record: {
        id: q.id,
        source: 'ai',
        type: q.type,
        part: ctx.part,
        difficulty: q.difficulty,
        groupId: q.groupId,
        correctAnswer: q.correctAnswer,
        body: {
          question: q.question,
          options: q.options,
          scene: q.scene,
          transcript: q.transcript,
          passage: q.passage,
          tags: q.tags,
          explanations: { [ctx.language]: q.explanation },
          ...(format.grouped ? { position } : {}),
        },
      },
      verifiable: {
        question: q.question,
        options: q.options,
        scene: q.scene,
        transcript: q.transcript,
        passage: q.passage,
      },
    },
  };
}
