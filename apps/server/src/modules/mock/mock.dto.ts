import {
  mockResultSchema,
  type Language,
  type MockQuestion,
  type MockStatus,
  type MockTestSummary,
} from '@toeic-ace/contract';
import { json, time } from '../../db/codec';
import { toQuestion, type StoredQuestion } from '../questions';
import type { MockRow } from './mock.repository';

/** Where the test stands by the server's clock. */
export function statusOf(row: MockRow, now: Date): MockStatus {
  if (row.submitted_at) return 'submitted';
  if (row.listening_started_at === null) return 'ready';
  if (now < new Date(row.listening_ends_at)) return 'listening';
  return 'reading';
}

export function toSummary(row: MockRow, answeredCount: number, now: Date): MockTestSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: statusOf(row, now),
    createdAt: time.fromDb(row.created_at),
    listeningStartedAt: row.listening_started_at ? time.fromDb(row.listening_started_at) : null,
    listeningEndsAt: time.fromDb(row.listening_ends_at),
    readingEndsAt: time.fromDb(row.reading_ends_at),
    submittedAt: row.submitted_at ? time.fromDb(row.submitted_at) : null,
    questionCount: 0,
    answeredCount,
    result: row.result ? mockResultSchema.parse(json.fromDb(row.result)) : null,
  };
}

/**
 * A form question: the one mapping (toQuestion) less what a form does not show (its category,
 * creation time and order), numbered on the form; the key and explanation only when `revealed`
 * (after submission).
 */
export function toMockQuestion(
  stored: StoredQuestion,
  number: number,
  language: Language,
  revealed: boolean,
): MockQuestion {
  const {
    category: _category,
    createdAt: _createdAt,
    questionOrder: _order,
    correctAnswer,
    explanation,
    ...shown
  } = toQuestion(stored, language, number);
  return {
    ...shown,
    number,
    part: stored.row.part,
    // A form says "no group" out loud (null) where the practice question leaves the field out.
    groupId: stored.row.group_id,
    ...(revealed ? { correctAnswer, explanation } : {}),
  };
}
