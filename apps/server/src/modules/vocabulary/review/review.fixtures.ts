import type { FastifyInstance } from 'fastify';
import type {
  AuthResult,
  ReviewList,
  ReviewRequest,
  VocabularyStats,
  VocabularyWord,
} from '@toeic-ace/contract';
import { testAppPerFile } from '../../../test/app';
import { bearer, registerUser } from '../../../test/users';
import { vocabularyCalls } from '../vocabulary.fixtures';

/** The flashcard calls as the review screen makes them. */
export function reviewCalls(app: FastifyInstance, token: string) {
  const headers = bearer(token);
  return {
    due: (query: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/vocabulary/review', headers, query }),
    rate: (id: string, payload: ReviewRequest | Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/vocabulary/words/${id}/review`, headers, payload }),
    stats: (query: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/vocabulary/stats', headers, query }),
  };
}

export type ReviewCalls = ReturnType<typeof reviewCalls>;

export async function dueWords(calls: ReviewCalls, query: Record<string, string> = {}) {
  const res = await calls.due(query);
  if (res.statusCode !== 200) throw new Error(`due list failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: ReviewList }>().data.words;
}

export async function rateOk(calls: ReviewCalls, id: string, payload: ReviewRequest) {
  const res = await calls.rate(id, payload);
  if (res.statusCode !== 200) throw new Error(`rating failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: VocabularyWord }>().data;
}

export async function statsIn(calls: ReviewCalls, tz: string) {
  const res = await calls.stats({ tz });
  if (res.statusCode !== 200) throw new Error(`stats failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: VocabularyStats }>().data;
}

/**
 * A registered learner whose calls carry a current token. Tests move the app's clock by days,
 * past the access token's life, so `signInAgain` logs in at the new time as a client would.
 */
export async function newLearner(app: FastifyInstance) {
  const { email, password, tokens } = await registerUser(app);
  const learner = {
    words: vocabularyCalls(app, tokens.accessToken),
    review: reviewCalls(app, tokens.accessToken),
    async signInAgain() {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const token = res.json<{ data: AuthResult }>().data.tokens.accessToken;
      learner.words = vocabularyCalls(app, token);
      learner.review = reviewCalls(app, token);
    },
  };
  return learner;
}

export type Learner = Awaited<ReturnType<typeof newLearner>>;

/**
 * The review suites' app, one for the file, on a clock from `start` that the tests move by days;
 * `travel` moves it and signs the learner in again, as the old access token has expired by then.
 */
export function reviewSuite(start: Date) {
  const clock = { now: start };
  const app = testAppPerFile({ app: { clock: () => clock.now } });
  return {
    app,
    clock,
    newUser: () => newLearner(app()),
    async travel(learner: Learner, to: Date | string | number) {
      clock.now = new Date(to);
      await learner.signInAgain();
    },
  };
}
