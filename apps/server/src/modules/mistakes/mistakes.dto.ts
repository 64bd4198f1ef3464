import { type Attempt, type Language, type MistakeItem } from '@toeic-ace/contract';
import { toQuestion, type StoredQuestion } from '../questions';
import type { MistakeRow } from './mistakes.repository';

/** Rows → contract DTOs, in one place. */
export function toItem(
  row: MistakeRow,
  stored: StoredQuestion,
  lastAnsweredAt: string | undefined,
  language: Language,
  now: Date,
): MistakeItem {
  return {
    questionId: row.question_id,
    question: toQuestion(stored, language, 0),
    part: row.part,
    type: stored.row.type,
    due: row.due,
    isDue: row.due <= now.toISOString(),
    lapses: row.lapses,
    successes: row.successes,
    lastAnswer: row.last_answer,
    lastAnsweredAt: lastAnsweredAt ?? row.last_review,
    firstMissedAt: row.first_missed_at,
  };
}

export const toAttempt = (row: {
  answered_at: string;
  answer: number;
  correct: number;
  source: 'practice' | 'mock';
  source_id: string;
  review: number;
}): Attempt => ({
  answeredAt: row.answered_at,
  answer: row.answer,
  correct: row.correct === 1,
  source: row.source,
  sourceId: row.source_id,
  review: row.review === 1,
});
