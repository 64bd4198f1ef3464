import type { FastifyInstance } from 'fastify';
import type { MockAnswerRequest, MockKind, MockTestDetail } from '@toeic-ace/contract';
import { testAppPerFile } from '../../test/app';
import { bearer, registerUser } from '../../test/users';

/** The mock-test calls of one learner, through the API as the web app makes them. */
export function mockCalls(app: FastifyInstance, accessToken: string) {
  const headers = bearer(accessToken);
  return {
    create: (kind: MockKind) =>
      app.inject({ method: 'POST', url: '/api/mock-tests', headers, payload: { kind } }),
    list: () => app.inject({ method: 'GET', url: '/api/mock-tests', headers }),
    get: (id: string) => app.inject({ method: 'GET', url: `/api/mock-tests/${id}`, headers }),
    answer: (id: string, payload: MockAnswerRequest) =>
      app.inject({ method: 'POST', url: `/api/mock-tests/${id}/answers`, headers, payload }),
    start: (id: string, section: 'listening' | 'reading') =>
      app.inject({
        method: 'POST',
        url: `/api/mock-tests/${id}/start`,
        headers,
        payload: { section },
      }),
    submit: (id: string) =>
      app.inject({ method: 'POST', url: `/api/mock-tests/${id}/submit`, headers }),
  };
}

/**
 * The mock suites' app, one for the file, whose mock module reads `clock` (the tests move it
 * through a form's sections), and the calls of a new learner on it.
 */
export function mockSuite(clock: () => Date) {
  const app = testAppPerFile({ app: { mock: { clock } } });
  const learner = async () => mockCalls(app(), (await registerUser(app())).tokens.accessToken);
  return { app, learner };
}

/** A new form whose listening the learner has started at once (as 开始听力 does). */
export async function createMock(calls: ReturnType<typeof mockCalls>, kind: MockKind) {
  const res = await calls.create(kind);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const started = await calls.start(res.json<{ data: MockTestDetail }>().data.id, 'listening');
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.statusCode}`);
  return started.json<{ data: MockTestDetail }>().data;
}

/** The stored keys of a form, read straight from the pool (the API hides them). */
export async function keysOf(app: FastifyInstance, ids: readonly string[]) {
  const rows = await app.db
    .selectFrom('questions')
    .select(['id', 'correct_answer'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.correct_answer]));
}
