import { describe, expect, it } from 'vitest';
import { makeQuestions } from '@/test/practice';
import { createMemoryRepository } from './persistence';
import type { ClientSession } from './types';

const session = (changes: Partial<ClientSession> = {}): ClientSession => ({
  id: 'local-1',
  userId: 'u-1',
  serverSessionId: 's-1',
  offline: false,
  setup: { questionType: 'reading', category: 'part5', difficulty: 3, questionCount: 2 },
  questions: makeQuestions(2),
  userAnswers: [1, null],
  answerTimes: [3, 0],
  currentIndex: 1,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: null,
  updatedAt: '2026-01-01T00:00:05.000Z',
  completed: false,
  score: null,
  correctCount: 0,
  totalQuestions: 2,
  elapsedMs: 5_000,
  timeSpent: 0,
  generationDone: true,
  revision: 1,
  ...changes,
});

describe('local session writes never step back', () => {
  it('an older revision landing late is dropped', async () => {
    const repository = createMemoryRepository();
    await repository.save(session({ revision: 3, userAnswers: [1, 2] }));
    await repository.save(session({ revision: 2 }));
    expect(repository.rows.get('local-1')).toMatchObject({ revision: 3, userAnswers: [1, 2] });
    await repository.save(session({ revision: 4, currentIndex: 0, userAnswers: [1, 2] }));
    expect(repository.rows.get('local-1')).toMatchObject({ revision: 4, currentIndex: 0 });
  });

  it('a finished set is never stored as unfinished again, whatever its revision', async () => {
    const repository = createMemoryRepository();
    await repository.save(session({ revision: 5, completed: true, userAnswers: [1, 2] }));
    await repository.save(session({ revision: 9 }));
    expect(repository.rows.get('local-1')).toMatchObject({ completed: 1, userAnswers: [1, 2] });
    expect(await repository.latestInProgress('u-1')).toBeNull();
    await repository.save(session({ revision: 6, completed: true, score: 100 }));
    expect(repository.rows.get('local-1')).toMatchObject({ completed: 1, score: 100 });
  });
});
