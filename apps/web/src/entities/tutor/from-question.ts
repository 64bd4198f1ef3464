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
      ...(question.graphic ? { graphic: question.graphic } : {}),
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

/**
 * During a set: the question on screen once answered; while the next one waits for its answer,
 * the one answered just before it (answering moves on at once, so the tutor would otherwise
 * vanish the moment it became available).
 */
export function answeredQuestionContext(
  questions: readonly Question[],
  answers: readonly (number | null)[],
  current: number,
): TutorContext | null {
  for (let i = Math.min(current, questions.length - 1); i >= 0; i--) {
    const answer = answers[i] ?? null;
    if (answer !== null) return questionContext(questions[i]!, answer);
  }
  return null;
}
