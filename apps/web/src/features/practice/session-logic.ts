import type { Question } from '@toeic-ace/contract';
import type { SessionResult } from './types';
import type { LocalPracticeSession } from '@/entities/practice-session/types';

/** Counts and score of a set: the rounded percent correct over every question. */
export function scoreAnswers(
  questions: readonly Pick<Question, 'correctAnswer'>[],
  answers: readonly (number | null | undefined)[],
): SessionResult {
  const total = questions.length;
  let correct = 0;
  let unanswered = 0;
  questions.forEach((question, i) => {
    const answer = answers[i];
    if (answer === null || answer === undefined) unanswered += 1;
    else if (answer === question.correctAnswer) correct += 1;
  });
  return {
    total,
    correct,
    unanswered,
    wrong: total - correct - unanswered,
    score: total === 0 ? 0 : Math.round((correct / total) * 100),
  };
}

export const resultOf = (session: LocalPracticeSession): SessionResult =>
  scoreAnswers(session.questions, session.userAnswers);

export const answeredCount = (session: Pick<LocalPracticeSession, 'userAnswers'>) =>
  session.userAnswers.filter((a) => a !== null).length;

/** The number of questions the set will have: planned until generation ends, then served. */
export const expectedTotal = (session: LocalPracticeSession) =>
  session.generationDone
    ? session.questions.length
    : Math.max(session.setup.questionCount, session.questions.length);

/** Adds questions that arrived, skipping ids already held (a replayed stream event). */
export function appendQuestions(
  session: LocalPracticeSession,
  incoming: readonly Question[],
): LocalPracticeSession {
  const held = new Set(session.questions.map((q) => q.id));
  const fresh = incoming.filter((q) => !held.has(q.id) && held.add(q.id));
  if (fresh.length === 0) return session;
  return {
    ...session,
    questions: [...session.questions, ...fresh],
    userAnswers: [...session.userAnswers, ...fresh.map(() => null)],
    answerTimes: [...session.answerTimes, ...fresh.map(() => 0)],
    totalQuestions: session.questions.length + fresh.length,
  };
}

/** Seconds for a duration in milliseconds, rounded, capped by what the server accepts. */
export const toSeconds = (ms: number) => Math.min(86_400, Math.max(0, Math.round(ms / 1000)));

export function completeSession(
  session: LocalPracticeSession,
  endTime: string,
): LocalPracticeSession {
  const result = resultOf(session);
  return {
    ...session,
    completed: true,
    endTime,
    updatedAt: endTime,
    score: result.score,
    correctCount: result.correct,
    totalQuestions: result.total,
    timeSpent: toSeconds(session.elapsedMs),
    generationDone: true,
  };
}
