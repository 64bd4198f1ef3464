import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/users';

/**
 * Local records as the web app's browser database holds them (docs/product-rules.md, local data), with the fields
 * the server does not keep (userId, revision, flags) left in on purpose.
 */
export const localQuestion = (n: number, correctAnswer = 0) => ({
  id: `demo-p5-${String(n).padStart(2, '0')}`,
  type: 'reading',
  category: 'part5',
  difficulty: 2,
  question: `Local question number ${n} ------- the deadline.`,
  options: ['by', 'until', 'since', 'among'],
  correctAnswer,
  explanation: '“by + 时间”表示截止。',
  tags: ['preposition'],
  createdAt: '2026-10-01T00:00:00.000Z',
});

export const localSession = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  userId: null,
  serverSessionId: null,
  offline: true,
  setup: { questionType: 'reading', category: 'part5', difficulty: 2, questionCount: 4 },
  questions: [localQuestion(1, 0), localQuestion(2, 1), localQuestion(3, 2), localQuestion(4, 3)],
  // Three right, one wrong: 75, whatever the record claims.
  userAnswers: [0, 1, 2, 0],
  answerTimes: [10, 12, 8, 20],
  currentIndex: 3,
  startTime: '2026-11-20T09:00:00.000Z',
  endTime: '2026-11-20T09:02:00.000Z',
  updatedAt: '2026-11-20T09:02:00.000Z',
  completed: 1,
  score: 100,
  correctCount: 4,
  totalQuestions: 4,
  elapsedMs: 120_000,
  timeSpent: 120,
  generationDone: true,
  revision: 7,
  ...overrides,
});

export const localWord = (id: string, word: string, overrides: Record<string, unknown> = {}) => ({
  id,
  word,
  userId: 'someone-else',
  phonetic: null,
  definitionLoading: false,
  definitionError: null,
  meanings: [],
  context: `I met ${word} today.`,
  notes: null,
  mastered: false,
  addedAt: '2026-11-18T08:00:00.000Z',
  sourceType: 'practice',
  language: 'zh',
  definition: null,
  ...overrides,
});

export const localChatSession = (id: string, questionId: string | null = 'demo-p5-01') => ({
  id,
  questionId,
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-19T10:05:00.000Z',
});

export const localMessage = (id: string, sessionId: string, n: number) => ({
  id,
  sessionId,
  questionId: 'demo-p5-01',
  role: n % 2 === 0 ? 'user' : 'assistant',
  content: `Message ${n}`,
  timestamp: new Date(Date.parse('2026-11-19T10:00:00.000Z') + n * 1000).toISOString(),
});

export function migrationCalls(app: FastifyInstance, token: string) {
  return {
    status: () => app.inject({ url: '/api/migration/status', headers: bearer(token) }),
    upload: (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/migration/import',
        headers: bearer(token),
        payload: payload as object,
      }),
    sessions: () => app.inject({ url: '/api/practice/sessions?limit=100', headers: bearer(token) }),
    session: (id: string) =>
      app.inject({ url: `/api/practice/sessions/${id}`, headers: bearer(token) }),
    stats: () => app.inject({ url: '/api/practice/stats', headers: bearer(token) }),
    words: () => app.inject({ url: '/api/vocabulary/words?limit=100', headers: bearer(token) }),
    chats: () =>
      app.inject({ url: '/api/chat?action=sessions&page=1&limit=50', headers: bearer(token) }),
    chat: (id: string) =>
      app.inject({ url: `/api/chat?action=session&sessionId=${id}`, headers: bearer(token) }),
  };
}
