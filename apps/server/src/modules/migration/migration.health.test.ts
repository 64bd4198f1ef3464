import type { FastifyInstance } from 'fastify';
import { MIGRATION, type MigrationImportResult } from '@toeic-ace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { SILENCE_LIMIT, whileHealthPolled } from '../../test/health-probe';
import { registerUser } from '../../test/users';
import {
  localChatSession,
  localMessage,
  localQuestion,
  localSession,
  localWord,
} from './migration.fixtures';

/**
 * The largest calls the import accepts — as many sets, words or messages as one call may carry,
 * filled up to just under its byte limit — while another client keeps asking for /api/health
 * over real HTTP: every answer is 200 and no silence lasts most of the call (a call that held
 * the event loop or the database for long would leave a gap). No answer is held to a time: a
 * busy machine slows them all (test/health-probe.ts); the slowest is printed.
 */
const LIMIT = MIGRATION.maxPerCall;

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildTestApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Text of `n` characters that differs for every `i` (questions are stored by their content). */
const filler = (i: number, n: number) => `${i} `.padEnd(n, 'lorem ipsum dolor sit amet ');

/** `make(room)` filled so the body is as close under the byte limit as 2 % allows. */
function nearLimit(make: (room: number) => object): string {
  let room = 100;
  let body = JSON.stringify(make(room));
  while (body.length < LIMIT.bytes * 0.98) {
    room = Math.floor(room * ((LIMIT.bytes * 0.985) / body.length));
    body = JSON.stringify(make(room));
  }
  while (body.length > LIMIT.bytes) body = JSON.stringify(make((room = Math.floor(room * 0.99))));
  return body;
}

const CALLS: Record<string, () => string> = {
  [`${LIMIT.sessions} sets of 20 questions with passages`]: () =>
    nearLimit((room) => ({
      practiceData: {
        sessions: Array.from({ length: LIMIT.sessions }, (_, s) =>
          localSession(`set-${s}`, {
            startTime: new Date(Date.UTC(2026, 9, 1, 0, s)).toISOString(),
            questions: Array.from({ length: 20 }, (_, q) => ({
              ...localQuestion(q),
              id: `q-${s}-${q}`,
              category: 'part7',
              passage: filler(s * 100 + q, Math.floor(room / 20)),
            })),
            userAnswers: Array.from({ length: 20 }, (_, q) => q % 4),
            answerTimes: Array.from({ length: 20 }, () => 30),
          }),
        ),
      },
    })),
  [`${LIMIT.words} words with notes`]: () =>
    nearLimit((room) => ({
      vocabularyData: {
        words: Array.from({ length: LIMIT.words }, (_, i) =>
          localWord(`w-${i}`, `term${i}`, { notes: filler(i, Math.min(room, 2_000)) }),
        ),
      },
    })),
  [`${LIMIT.messages} chat messages in 10 conversations`]: () =>
    nearLimit((room) => ({
      chatData: {
        sessions: Array.from({ length: 10 }, (_, i) => localChatSession(`c-${i}`)),
        messages: Array.from({ length: LIMIT.messages }, (_, i) => ({
          ...localMessage(`m-${i}`, `c-${i % 10}`, i),
          content: filler(i, room),
        })),
      },
    })),
};

describe(`/api/health during the largest migration calls (${LIMIT.bytes} bytes)`, () => {
  for (const [name, build] of Object.entries(CALLS)) {
    it(`answers 200 all through ${name}`, async () => {
      const { tokens } = await registerUser(app);
      const body = build();
      expect(body.length).toBeGreaterThan(LIMIT.bytes * 0.97);
      const probe = await whileHealthPolled(base, async () => {
        const res = await fetch(`${base}/api/migration/import`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens.accessToken}`,
            'content-type': 'application/json',
          },
          body,
        });
        return { status: res.status, json: (await res.json()) as { data: MigrationImportResult } };
      });
      expect(probe.result.status).toBe(200);
      expect(probe.result.json.data.errorCount).toBe(0);
      expect(probe.statuses.filter((s) => s !== 200)).toEqual([]);
      expect(probe.longestSilenceShare).toBeLessThan(SILENCE_LIMIT);
      console.info(
        `${name}: ${probe.latenciesMs.length} health answers, slowest ${Math.round(Math.max(...probe.latenciesMs))} ms, longest silence ${Math.round(probe.longestSilenceShare * 100)} % of the call`,
      );
    }, 180_000);
  }
});
