import type { PracticeSessionDetail, Question } from '@toeic-ace/contract';

export type AnswerFilter = 'all' | 'correct' | 'incorrect';

export interface ReviewItem {
  /** Position in the session (0-based). */
  index: number;
  question: Question;
  /** The learner's choice, null when unanswered. */
  answer: number | null;
  correct: boolean;
}

/** The session's questions with the learner's answers (matched by question id). */
export function reviewItems(detail: PracticeSessionDetail): ReviewItem[] {
  const answers = new Map(detail.userAnswers.map((a) => [a.questionId, a.answer]));
  return detail.questions.map((question, index) => {
    const answer = answers.get(question.id) ?? null;
    return { index, question, answer, correct: answer === question.correctAnswer };
  });
}

/** Unanswered questions count as incorrect, as they do in the score. */
export const filterItems = (items: readonly ReviewItem[], filter: AnswerFilter) =>
  filter === 'all'
    ? [...items]
    : items.filter((item) => (filter === 'correct' ? item.correct : !item.correct));

/** Parts 6–7 passages hold several documents separated by a line of "---". */
export const splitDocuments = (passage: string): string[] =>
  passage
    .split(/^\s*---\s*$/m)
    .map((doc) => doc.trim())
    .filter(Boolean);
