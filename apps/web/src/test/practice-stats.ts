import {
  estimateRange,
  estimateScore,
  PART_KEYS,
  scoreTrend,
  type AccuracyStats,
  type PartKey,
  type PracticeSession,
  type PracticeSessionDetail,
  type PracticeStats,
  type Question,
} from '@toeic-ace/contract';
import { makeQuestion } from './practice';

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2026, 0, 5, 9);
const dayIso = (day: number) => new Date(EPOCH + day * DAY_MS).toISOString();

const accuracy = (answered: number, correct: number, questions = answered): AccuracyStats => ({
  questions,
  answered,
  correct,
  accuracy: answered === 0 ? null : Math.round((1000 * correct) / answered) / 10,
});

/**
 * GET /api/practice/stats as the server computes it, for completed sessions with these scores
 * (oldest first, 10 questions each, one a day) and these per-part results.
 */
export function makeStats(
  scores: number[],
  parts: Partial<Record<PartKey, [answered: number, correct: number]>> = {},
  overrides: Partial<PracticeStats> = {},
): PracticeStats {
  const scoreSessions = scores
    .map((score, i) => ({
      id: `s-${i + 1}`,
      type: 'reading' as const,
      completed: true,
      score,
      totalQuestions: 10,
      timeSpentSeconds: 600,
      meanLevel: 3,
      completedAt: dayIso(i),
    }))
    .reverse();
  const byPart = Object.fromEntries(
    PART_KEYS.map((key) => [key, accuracy(...(parts[key] ?? [0, 0]))]),
  ) as Record<PartKey, AccuracyStats>;
  const perPart = PART_KEYS.map((key, i) => ({
    part: i + 1,
    answered: byPart[key].answered,
    correct: byPart[key].correct,
  }));
  const estimate = estimateScore(scoreSessions);
  const answered = perPart.reduce((n, p) => n + p.answered, 0);
  const correct = perPart.reduce((n, p) => n + p.correct, 0);
  return {
    totalSessions: scores.length,
    completedSessions: scores.length,
    questionsAnswered: scores.length * 10,
    averageScore:
      scores.length === 0
        ? null
        : Math.round((10 * scores.reduce((a, b) => a + b, 0)) / scores.length) / 10,
    totalTimeSpent: scores.length * 600,
    overall: accuracy(answered, correct, scores.length * 10),
    byPart,
    byType: { listening: accuracy(0, 0), reading: accuracy(answered, correct) },
    studyDays: scores.length,
    currentStreak: 0,
    lastStudyDate: null,
    scoreSessions,
    estimate,
    trend: scoreTrend(scoreSessions),
    range: estimateRange(perPart, { headline: estimate.estimatedScore }),
    ...overrides,
  };
}

export const makeSession = (
  n: number,
  overrides: Partial<PracticeSession> = {},
): PracticeSession => ({
  id: `s-${n}`,
  sessionType: 'quick_practice',
  type: 'reading',
  difficulty: 'intermediate',
  level: 3,
  categories: ['part5'],
  createdAt: dayIso(n),
  completedAt: dayIso(n),
  completed: true,
  isCompleted: true,
  score: 80,
  correctAnswers: 8,
  totalQuestions: 10,
  questionsCount: 10,
  plannedQuestions: 10,
  answeredCount: 10,
  timeSpent: 312,
  totalTime: 312,
  ...overrides,
});

/** A question as a session's review shows it: key A, no order, made on day 0. */
/** A server session not completed yet (s-1), as creating one answers it. */
export const openSession = (overrides: Partial<PracticeSession> = {}): PracticeSession =>
  makeSession(1, {
    completedAt: null,
    completed: false,
    isCompleted: false,
    score: null,
    correctAnswers: 0,
    answeredCount: 0,
    timeSpent: 0,
    totalTime: 0,
    ...overrides,
  });

export function reviewQuestion(n: number, overrides: Partial<Question> = {}): Question {
  const { questionOrder: _order, ...question } = makeQuestion(n, {
    correctAnswer: 0,
    createdAt: dayIso(0),
  });
  return { ...question, ...overrides };
}

/** A completed session's detail; `answers[i]` is the choice for question i (null = none). */
export function makeDetail(
  questions: Question[],
  answers: (number | null)[],
  overrides: Partial<PracticeSessionDetail> = {},
): PracticeSessionDetail {
  const correct = questions.filter((q, i) => answers[i] === q.correctAnswer).length;
  return {
    ...makeSession(1, {
      correctAnswers: correct,
      totalQuestions: questions.length,
      questionsCount: questions.length,
      score: Math.round((100 * correct) / questions.length),
    }),
    questions,
    userAnswers: questions.map((q, i) => ({
      questionId: q.id,
      answer: answers[i] ?? null,
      timeSpent: 20,
    })),
    ...overrides,
  };
}
