import { describe, expect, it } from 'vitest';
import { makeQuestions } from '@/test/practice';
import { completeSession } from './session-logic';
import { sessionSummaryOf } from './session-events';
import type { LocalPracticeSession } from '@/entities/practice-session/types';

const session: LocalPracticeSession = {
  id: 'local-1',
  userId: 'u-1',
  serverSessionId: 's-1',
  offline: false,
  setup: { questionType: 'listening', category: 'part3', difficulty: 2, questionCount: 5 },
  questions: makeQuestions(2),
  userAnswers: [1, null],
  answerTimes: [12, 0],
  currentIndex: 1,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  completed: false,
  score: null,
  correctCount: 0,
  totalQuestions: 2,
  elapsedMs: 60_000,
  timeSpent: 0,
  generationDone: true,
};

describe('practiceSessionCompleted → user store', () => {
  it('keeps a summary of a finished session, without its questions', () => {
    const summary = sessionSummaryOf(completeSession(session, '2026-01-01T00:01:00.000Z'));
    expect(summary).toEqual({
      id: 'local-1',
      serverSessionId: 's-1',
      offline: false,
      type: 'listening',
      category: 'part3',
      difficulty: 2,
      score: 50,
      correctCount: 1,
      totalQuestions: 2,
      timeSpent: 60,
      startTime: '2026-01-01T00:00:00.000Z',
      endTime: '2026-01-01T00:01:00.000Z',
      completed: true,
    });
  });

  it('ignores unfinished sessions and anything that is not a session', () => {
    expect(sessionSummaryOf(session)).toBeNull();
    expect(sessionSummaryOf({ id: 'x' })).toBeNull();
    expect(sessionSummaryOf(null)).toBeNull();
  });
});
