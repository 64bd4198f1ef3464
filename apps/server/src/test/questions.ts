import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { optionCountFor, type PracticeSession } from '@toeic-ace/contract';
import { json } from '../db/codec';
import { practiceSessionLink } from '../modules/practice';
import { bearer } from './users';

/**
 * Questions with known keys for suites outside the practice module (the mistakes notebook, the
 * IDOR sweep): pool rows inserted directly, sessions created through the API and filled as the
 * generator fills them.
 */
export interface PoolSeed {
  part?: number;
  difficulty?: number;
  correctAnswer?: number;
  groupId?: string | null;
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

/** A quick_practice session of the learner's holding these questions (all of one part). */
export async function sessionHolding(
  app: FastifyInstance,
  account: { user: { id: string }; tokens: { accessToken: string } },
  questionIds: readonly string[],
  part = 5,
): Promise<PracticeSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/practice/sessions',
    headers: bearer(account.tokens.accessToken),
    payload: {
      sessionType: 'quick_practice',
      questionType: part <= 4 ? 'listening' : 'reading',
      difficulty: 3,
      categories: [`part${part}`],
      totalQuestions: 20,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const session = res.json<{ data: PracticeSession }>().data;
  await practiceSessionLink.attach(app.db, account.user.id, session.id, questionIds);
  return session;
}
