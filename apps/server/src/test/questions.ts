import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  optionCountFor,
  type CreateSessionRequest,
  type PracticeSession,
} from '@toeic-ace/contract';
import { json } from '../db/codec';
import { practiceSessionLink } from '../modules/practice';
import { bearer } from './users';

/**
 * Questions with known keys for the suites that answer them (practice, the mistakes notebook,
 * ability, the IDOR sweep): pool rows inserted directly, independent of the bank the questions
 * module seeds; sessions created through the API and filled as the generator fills them.
 */
export interface PoolSeed {
  part?: number;
  difficulty?: number;
  correctAnswer?: number;
  groupId?: string | null;
  /** Fields of the stored body to set or replace (passage, transcript, explanations…). */
  body?: Record<string, unknown>;
}

export async function insertPoolQuestion(app: FastifyInstance, seed: PoolSeed = {}) {
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

/** One question per key, in order (all of `seed`'s part and level). */
export const insertKeyedQuestions = (
  app: FastifyInstance,
  keys: readonly number[],
  seed: PoolSeed = {},
) => Promise.all(keys.map((correctAnswer) => insertPoolQuestion(app, { ...seed, correctAnswer })));

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
  return res.json<{ data: PracticeSession }>().data;
}

type Account = { user: { id: string }; tokens: { accessToken: string } };

/** A session of the learner's holding the given questions, attached as the generator does. */
export async function sessionWith(
  app: FastifyInstance,
  account: Account,
  questionIds: readonly string[],
  overrides: Partial<ManualRequest> = {},
): Promise<PracticeSession> {
  const session = await createSession(app, account.tokens.accessToken, overrides);
  await practiceSessionLink.attach(app.db, account.user.id, session.id, questionIds);
  return session;
}

/** A session of the learner's holding these questions, all of one part. */
export const sessionHolding = (
  app: FastifyInstance,
  account: Account,
  questionIds: readonly string[],
  part = 5,
) =>
  sessionWith(app, account, questionIds, {
    questionType: part <= 4 ? 'listening' : 'reading',
    categories: [`part${part}` as ManualRequest['categories'][number]],
    totalQuestions: 20,
  });
