import { createHash } from 'node:crypto';
import { type Language, type Question, type QuestionType } from '@toeic-ace/contract';
import { json } from '../../db/codec';
import type { QuestionBody } from '../../db/schema';
import type { NewQuestionRow, QuestionRow, QuestionSource } from './questions.repository';

/** The JSON body column (its type is the table's, in db/schema.ts). */
export type { QuestionBody } from '../../db/schema';

/** A question about to be stored: bank item or accepted AI item. */
export interface QuestionRecord {
  id: string;
  source: QuestionSource;
  type: QuestionType;
  part: number;
  difficulty: number;
  groupId?: string;
  correctAnswer: number;
  body: QuestionBody;
}

const norm = (s: string | undefined) =>
  (s ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** JSON with the keys of every object sorted: the same data gives the same text. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/**
 * SHA-256 of the normalised stem, options, shared text and graphic: the same item is stored
 * once. An item without a graphic hashes as it did before graphics existed.
 */
export function contentHash(
  body: Pick<QuestionBody, 'question' | 'options' | 'passage' | 'transcript' | 'scene' | 'graphic'>,
): string {
  const key = [
    norm(body.question),
    body.options.map(norm),
    norm(body.passage),
    norm(body.transcript),
    norm(body.scene),
    ...(body.graphic ? [canonical(body.graphic)] : []),
  ];
  return createHash('sha256').update(JSON.stringify(key)).digest('hex');
}

export function toRow(record: QuestionRecord, createdAt: string): NewQuestionRow {
  return {
    id: record.id,
    content_hash: contentHash(record.body),
    source: record.source,
    type: record.type,
    part: record.part,
    difficulty: record.difficulty,
    group_id: record.groupId ?? null,
    correct_answer: record.correctAnswer,
    body: json.toDb(record.body),
    created_at: createdAt,
  };
}

/** A row with its body parsed once. */
export interface StoredQuestion {
  row: QuestionRow;
  body: QuestionBody;
}

export const parseStored = (row: QuestionRow): StoredQuestion => ({
  row,
  body: json.fromDb(row.body),
});

/** The requested language, else zh → en → ja → whatever exists ('' when none does). */
export function pickExplanation(
  explanations: Readonly<Record<string, string | null | undefined>> | null | undefined,
  language: Language,
): string {
  const all = explanations ?? {};
  for (const key of [language, 'zh', 'en', 'ja', ...Object.keys(all)]) {
    const value = all[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}

/** The row fields a Question is built from (practice sessions read them through a join). */
export type QuestionSourceRow = Pick<
  QuestionRow,
  'id' | 'type' | 'part' | 'difficulty' | 'group_id' | 'correct_answer' | 'created_at'
>;

/** The one mapping from a stored row to the contract's Question. */
export function toQuestion(
  stored: { row: QuestionSourceRow; body: QuestionBody },
  language: Language,
  order: number,
): Question {
  const { row, body } = stored;
  const optional = {
    passage: body.passage,
    transcript: body.transcript,
    scene: body.scene,
    graphic: body.graphic,
    audioUrl: body.audioUrl,
    imageUrl: body.imageUrl,
    groupId: row.group_id ?? undefined,
  };
  return {
    id: row.id,
    type: row.type,
    category: `part${row.part}`,
    part: row.part,
    difficulty: row.difficulty,
    question: body.question,
    options: body.options,
    correctAnswer: row.correct_answer,
    explanation: pickExplanation(body.explanations, language),
    tags: body.tags,
    createdAt: new Date(row.created_at).toISOString(),
    questionOrder: order,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}

/** Order inside a group: stored position, then id (bank ids are numbered in order). */
export function groupOrder(a: StoredQuestion, b: StoredQuestion): number {
  const pa = a.body.position ?? Number.MAX_SAFE_INTEGER;
  const pb = b.body.position ?? Number.MAX_SAFE_INTEGER;
  return pa - pb || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);
}
