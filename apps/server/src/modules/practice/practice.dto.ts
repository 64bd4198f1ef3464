import { z } from 'zod';
import {
  QUESTION_TYPES,
  difficultyBand,
  type Language,
  type PartKey,
  type PracticeSession,
  type PracticeSessionDetail,
  type Question,
  type QuestionType,
  type SessionType,
} from '@toeic-ace/contract';
import { json, time } from '../../db/codec';
import type { SessionCounts, SessionItemRow, SessionRow } from './practice.repository';

/** Rows → contract DTOs: the only place these shapes are built. */

const NO_COUNTS: SessionCounts = { questions: 0, answered: 0, answerTime: 0 };

export function toSession(row: SessionRow, counts: SessionCounts = NO_COUNTS): PracticeSession {
  const completed = row.completed_at !== null;
  const questions = counts.questions > 0 ? counts.questions : row.total_questions;
  const timeSpent = completed ? row.time_spent : counts.answerTime;
  return {
    id: row.id,
    sessionType: row.session_type as SessionType,
    type: row.question_type as QuestionType,
    difficulty: difficultyBand(row.difficulty),
    level: row.difficulty,
    categories: json.fromDb(row.categories) as PartKey[],
    createdAt: time.fromDb(row.created_at),
    completedAt: row.completed_at === null ? null : time.fromDb(row.completed_at),
    completed,
    isCompleted: completed,
    score: completed ? row.score : null,
    correctAnswers: completed ? row.correct_answers : 0,
    totalQuestions: questions,
    questionsCount: questions,
    plannedQuestions: row.total_questions,
    answeredCount: counts.answered,
    timeSpent,
    totalTime: timeSpent,
  };
}

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);

/** The stored body (db/schema.ts QuestionsTable); read leniently, the key is in its own column. */
const storedBodySchema = z.object({
  question: z.string(),
  options: z.array(z.string()),
  passage: text,
  transcript: text,
  scene: text,
  audioUrl: text,
  imageUrl: text,
  tags: z.array(z.string()).nullish(),
  explanations: z.record(z.string(), z.string().nullish()).nullish(),
});

/** The user's language first, then zh → en → ja, then whatever exists; '' when none does. */
export function pickExplanation(
  explanations: Record<string, string | null | undefined> | null | undefined,
  language: Language,
): string {
  const all = explanations ?? {};
  const order = [language, 'zh', 'en', 'ja', ...Object.keys(all)];
  for (const key of order) {
    const value = all[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export function toQuestion(item: SessionItemRow, language: Language): Question {
  const body = storedBodySchema.parse(json.fromDb(item.body));
  return withoutUndefined({
    id: item.question_id,
    type: QUESTION_TYPES.includes(item.type as QuestionType)
      ? (item.type as QuestionType)
      : 'reading',
    category: `part${item.part}`,
    question: body.question,
    options: body.options,
    correctAnswer: item.correct_answer,
    explanation: pickExplanation(body.explanations, language),
    difficulty: item.difficulty,
    createdAt: time.fromDb(item.created_at),
    audioUrl: body.audioUrl,
    imageUrl: body.imageUrl,
    tags: body.tags ?? [],
    questionOrder: item.question_order,
    part: item.part,
    passage: body.passage,
    transcript: body.transcript,
    scene: body.scene,
    groupId: item.group_id ?? undefined,
  });
}

export function toDetail(
  row: SessionRow,
  items: readonly SessionItemRow[],
  language: Language,
): PracticeSessionDetail {
  const counts: SessionCounts = {
    questions: items.length,
    answered: items.filter((i) => i.answer !== null).length,
    answerTime: items.reduce((sum, i) => sum + i.time_spent, 0),
  };
  return {
    ...toSession(row, counts),
    questions: items.map((item) => toQuestion(item, language)),
    userAnswers: items.map((i) => ({
      questionId: i.question_id,
      answer: i.answer,
      timeSpent: i.time_spent,
    })),
  };
}
