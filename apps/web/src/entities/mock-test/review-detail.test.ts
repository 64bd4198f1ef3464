import type { MockTestDetail } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { mockAsReviewSession } from './review-detail';

const detail: MockTestDetail = {
  id: 'm1',
  kind: 'half',
  status: 'submitted',
  createdAt: '2026-11-24T10:00:00.000Z',
  listeningStartedAt: '2026-11-24T10:00:00.000Z',
  listeningEndsAt: '2026-11-24T10:23:00.000Z',
  readingEndsAt: '2026-11-24T11:01:00.000Z',
  submittedAt: '2026-11-24T10:50:00.000Z',
  questionCount: 2,
  answeredCount: 1,
  result: null,
  serverNow: '2026-11-24T10:50:00.000Z',
  questions: [
    {
      id: 'a',
      number: 1,
      part: 1,
      type: 'listening',
      groupId: null,
      difficulty: 2,
      question: 'Which statement best describes the photograph?',
      options: ['w', 'x', 'y', 'z'],
      transcript: '(A) w',
      scene: 'A desk.',
      tags: ['t'],
      correctAnswer: 2,
      explanation: 'C is right.',
    },
    {
      id: 'b',
      number: 2,
      part: 5,
      type: 'reading',
      groupId: null,
      difficulty: 3,
      question: 'Fill ---.',
      options: ['w', 'x', 'y', 'z'],
      tags: [],
      correctAnswer: 0,
      explanation: 'A is right.',
    },
  ],
  answers: [
    { questionId: 'a', answer: 2 },
    { questionId: 'b', answer: null },
  ],
};

describe('mockAsReviewSession', () => {
  it('gives the review screen every question with its key, explanation and the answers', () => {
    const session = mockAsReviewSession(detail);
    expect(session).toMatchObject({
      id: 'm1',
      completed: true,
      correctAnswers: 1,
      totalQuestions: 2,
      score: 50,
      timeSpent: 50 * 60,
      categories: ['part1', 'part5'],
    });
    expect(session.questions[0]).toMatchObject({
      category: 'part1',
      correctAnswer: 2,
      explanation: 'C is right.',
      scene: 'A desk.',
      transcript: '(A) w',
      questionOrder: 0,
    });
    expect(session.userAnswers).toEqual([
      { questionId: 'a', answer: 2, timeSpent: 0 },
      { questionId: 'b', answer: null, timeSpent: 0 },
    ]);
  });
});
