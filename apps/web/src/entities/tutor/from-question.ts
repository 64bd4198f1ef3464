import type { Question } from '@toeic-ace/contract';
import type { TutorContext } from './store';

/** The tutor's context for a question and the option the learner chose (null: unanswered). */
export function questionContext(question: Question, userAnswer: number | null): TutorContext {
  return {
    kind: 'question',
    question: {
      id: question.id,
      type: question.type,
      category: question.category,
      question: question.question,
      options: question.options,
      correctAnswer: question.correctAnswer,
      userAnswer,
      difficulty: question.difficulty,
      explanation: question.explanation,
      ...(question.passage ? { passage: question.passage } : {}),
      ...(question.transcript ? { transcript: question.transcript } : {}),
    },
  };
}

/** A finished set's question worth discussing: the first one missed, else the last one. */
export function missedQuestionContext(
  questions: readonly Question[],
  answers: readonly (number | null)[],
): TutorContext | null {
  const missed = questions.findIndex((q, i) => (answers[i] ?? null) !== q.correctAnswer);
  const index = missed >= 0 ? missed : questions.length - 1;
  const question = questions[index];
  return question ? questionContext(question, answers[index] ?? null) : null;
}
