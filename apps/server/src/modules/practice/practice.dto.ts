import {
  difficultyBand,
  type Language,
  type PracticeSession,
  type PracticeSessionDetail,
  type Question,
} from '@toeic-ace/contract';
import { json, time } from '../../db/codec';
import { toQuestion as questionFromRow } from '../questions';
import type { SessionCounts, SessionItemRow, SessionRow } from './practice.repository';

/** Rows → contract DTOs: the only place these shapes are built. */

const NO_COUNTS: SessionCounts = { questions: 0, answered: 0, answerTime: 0 };

export function toSession(row: SessionRow, counts: SessionCounts = NO_COUNTS): PracticeSession {
  const completed = row.completed_at !== null;
  const questions = counts.questions > 0 ? counts.questions : row.total_questions;
  const timeSpent = completed ? row.time_spent : counts.answerTime;
  return {
    id: row.id,
    sessionType: row.session_type,
    type: row.question_type,
    difficulty: difficultyBand(row.difficulty),
    level: row.difficulty,
    categories: json.fromDb(row.categories),
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

/** A session's question through the questions module's one row-to-Question mapping. */
const toQuestion = (item: SessionItemRow, language: Language): Question =>
  questionFromRow({ row: item, body: json.fromDb(item.body) }, language, item.question_order);

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
