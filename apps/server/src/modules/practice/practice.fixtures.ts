import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  optionCountFor,
  type CreateSessionRequest,
  type PracticeSession,
} from '@toeic-ace/contract';
import { json } from '../../db/codec';
import { bearer } from '../../test/users';
import { attachQuestions } from './practice.attach';

/**
 * Test data of the practice suites: pool questions inserted directly (independent of the bank
 * the questions module seeds), sessions created through the API.
 */
export interface QuestionSeed {
  part?: number;
  difficulty?: number;
  correctAnswer?: number;
  groupId?: string | null;
  body?: Record<string, unknown>;
}

export async function insertQuestion(app: FastifyInstance, seed: QuestionSeed = {}) {
  const id = randomUUID();
  const part = seed.part ?? 5;
  await app.db
    .insertInto('questions')
    .values({
      id,
      content_hash: randomUUID(),
      source: 'bank',
      type: part <= 4 ? 'listening' : 'reading',
      part,
      difficulty: seed.difficulty ?? 3,
      group_id: seed.groupId ?? null,
      correct_answer: seed.correctAnswer ?? 0,
      body: json.toDb({
        question: `Question ${id.slice(0, 8)}`,
        options: ['A option', 'B option', 'C option', 'D option'].slice(0, optionCountFor(part)),
        tags: ['grammar'],
        explanations: { zh: '中文解析', ja: '日本語の解説', en: 'English explanation' },
        ...seed.body,
      }),
      created_at: '2026-11-01T00:00:00.000Z',
    })
    .execute();
  return id;
}

/** Inserts one question per key, in order; returns their ids. */
export const insertKeyed = (
  app: FastifyInstance,
  keys: readonly number[],
  seed: QuestionSeed = {},
) => Promise.all(keys.map((correctAnswer) => insertQuestion(app, { ...seed, correctAnswer })));

type ManualRequest = Extract<CreateSessionRequest, { sessionType: 'quick_practice' }>;

export const sessionRequest = (overrides: Partial<ManualRequest> = {}): ManualRequest => ({
  sessionType: 'quick_practice',
  questionType: 'reading',
  difficulty: 3,
  categories: ['part5'],
  totalQuestions: 10,
  ...overrides,
});

export async function createSession(
  app: FastifyInstance,
  token: string,
  overrides: Partial<ManualRequest> = {},
): Promise<PracticeSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/practice/sessions',
    headers: bearer(token),
    payload: sessionRequest(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A session of the user's holding the given questions, attached as the generator does. */
export async function sessionWith(
  app: FastifyInstance,
  account: { user: { id: string }; tokens: { accessToken: string } },
  questionIds: readonly string[],
  overrides: Partial<ManualRequest> = {},
) {
  const session = await createSession(app, account.tokens.accessToken, overrides);
  await attachQuestions(app.db, account.user.id, session.id, questionIds);
  return session;
}

export const practiceCalls = (app: FastifyInstance, token: string) => ({
  detail: (id: string) =>
    app.inject({ url: `/api/practice/sessions/${id}`, headers: bearer(token) }),
  list: (query = '') =>
    app.inject({ url: `/api/practice/sessions${query}`, headers: bearer(token) }),
  answer: (id: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/practice/sessions/${id}/answers`,
      headers: bearer(token),
      payload: payload as object,
    }),
  complete: (id: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/practice/sessions/${id}/complete`,
      headers: bearer(token),
      payload: payload as object,
    }),
  stats: () => app.inject({ url: '/api/practice/stats', headers: bearer(token) }),
});
