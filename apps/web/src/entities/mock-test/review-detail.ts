import type { MockTestDetail, PracticeSessionDetail } from '@toeic-ace/contract';
import { useMemo } from 'react';
import { useMockTest } from './api/get-mock-test';

/**
 * A submitted mock in the shape the review screen reads (the practice session detail), so its
 * questions are reviewed with the same screen: keys, explanations, replayable listening.
 * `sessionType` has a single value on the wire; the mock's own kind is in the review heading.
 */
export function mockAsReviewSession(mock: MockTestDetail): PracticeSessionDetail {
  const answers = new Map(mock.answers.map((a) => [a.questionId, a.answer]));
  const correct = mock.questions.filter(
    (q) => q.correctAnswer !== undefined && answers.get(q.id) === q.correctAnswer,
  ).length;
  const total = mock.questions.length;
  const parts = [...new Set(mock.questions.map((q) => q.part))].sort();
  const seconds = Math.max(
    0,
    Math.round(
      (Date.parse(mock.submittedAt ?? mock.readingEndsAt) - Date.parse(mock.createdAt)) / 1000,
    ),
  );
  const answered = mock.answers.filter((a) => a.answer !== null).length;
  return {
    id: mock.id,
    sessionType: 'quick_practice',
    type: 'listening',
    difficulty: 'intermediate',
    level: 3,
    categories: parts.map((p) => `part${p}` as PracticeSessionDetail['categories'][number]),
    createdAt: mock.createdAt,
    completedAt: mock.submittedAt,
    completed: mock.status === 'submitted',
    isCompleted: mock.status === 'submitted',
    score: total ? Math.round((correct / total) * 100) : 0,
    correctAnswers: correct,
    totalQuestions: total,
    questionsCount: total,
    plannedQuestions: total,
    answeredCount: answered,
    timeSpent: seconds,
    totalTime: seconds,
    questions: mock.questions.map((q) => ({
      id: q.id,
      type: q.type,
      category: `part${q.part}`,
      question: q.question,
      options: q.options,
      correctAnswer: q.correctAnswer ?? 0,
      explanation: q.explanation ?? '',
      difficulty: q.difficulty,
      createdAt: mock.createdAt,
      tags: q.tags,
      questionOrder: q.number - 1,
      part: q.part,
      ...(q.groupId ? { groupId: q.groupId } : {}),
      ...(q.passage ? { passage: q.passage } : {}),
      ...(q.transcript ? { transcript: q.transcript } : {}),
      ...(q.scene ? { scene: q.scene } : {}),
      ...(q.graphic ? { graphic: q.graphic } : {}),
      ...(q.imageUrl ? { imageUrl: q.imageUrl } : {}),
      ...(q.audioUrl ? { audioUrl: q.audioUrl } : {}),
    })),
    userAnswers: mock.questions.map((q) => ({
      questionId: q.id,
      answer: answers.get(q.id) ?? null,
      timeSpent: 0,
    })),
  };
}

/** The review screen's query for a mock: the same states, the data in the review's shape. */
export function useMockReviewDetail(id: string | null) {
  const query = useMockTest(id);
  const mock = query.data;
  // Only a submitted test has keys to review.
  const data = useMemo(
    () => (mock && mock.status === 'submitted' ? mockAsReviewSession(mock) : undefined),
    [mock],
  );
  return {
    data,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
