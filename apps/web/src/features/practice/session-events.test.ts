import { describe, expect, it } from 'vitest';
import { answeringSet } from '@/test/local-rows';
import { completeSession } from './session-logic';
import { sessionSummaryOf } from './session-events';

const session = answeringSet({
  setup: { questionType: 'listening', category: 'part3', difficulty: 2, questionCount: 5 },
});

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
