import { MIGRATION } from '@toeic-ace/contract';
import {
  localChatSession,
  localMessage,
  localQuestion,
  localSession,
  localWord,
} from './migration.fixtures';

/**
 * The largest calls the import accepts — as many sets, words or messages as one call may carry,
 * filled up to just under its byte limit — as request bodies. The server suite
 * (migration.health.test.ts) and `npm run bench:vocabulary` send them while another client
 * polls /api/health.
 */
const LIMIT = MIGRATION.maxPerCall;

/** A sentence of the kind a learner's notes and passages hold, repeated to any length. */
const SENTENCE = 'The quarterly report is due to the regional office by Friday afternoon. ';

/** Text of `n` characters that differs for every `i` (questions are stored by their content). */
const textOf = (i: number, n: number) => `${i} `.padEnd(n, SENTENCE);

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

export const LARGEST_MIGRATION_CALLS: Record<string, () => string> = {
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
              passage: textOf(s * 100 + q, Math.floor(room / 20)),
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
          localWord(`w-${i}`, `term${i}`, { notes: textOf(i, Math.min(room, 2_000)) }),
        ),
      },
    })),
  [`${LIMIT.messages} chat messages in 10 conversations`]: () =>
    nearLimit((room) => ({
      chatData: {
        sessions: Array.from({ length: 10 }, (_, i) => localChatSession(`c-${i}`)),
        messages: Array.from({ length: LIMIT.messages }, (_, i) => ({
          ...localMessage(`m-${i}`, `c-${i % 10}`, i),
          content: textOf(i, room),
        })),
      },
    })),
};
