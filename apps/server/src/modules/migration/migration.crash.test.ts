import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseUrlOf, whileSchemasHold } from '../../test/app';
import { buildChildServer, startChildServer, type ChildServer } from '../../test/child-server';
import { registerUser } from '../../test/users';
import { localChatSession, localMessage, localSession, localWord } from './migration.fixtures';

/**
 * kill -9 during a migration batch, then the same batch again: every record is stored exactly
 * once, with its claim. The server is the production build in a child process on this test's
 * database. It is killed at chosen instants — inside the n-th transaction that writes records
 * of a kind, once its rows are written but before the commit, or right after the commit
 * (MIGRATION_CRASH_AT, a test aid refused in production) — and at offsets from the start of
 * the call drawn from a fixed seed (SIGKILL from here). Then a fresh server process takes the
 * same upload, and the database holds what was sent: each set, word, conversation and message
 * once, in order, and each local id claimed once, pointing at its record; each set's answers
 * once in the learner's history and its miss counted once in the mistakes notebook.
 */
const batch = {
  practiceData: {
    sessions: Array.from({ length: 6 }, (_, i) =>
      localSession(`set-${i}`, {
        startTime: new Date(Date.UTC(2026, 9, 1 + i, 9)).toISOString(),
      }),
    ),
  },
  vocabularyData: {
    words: Array.from({ length: 40 }, (_, i) => localWord(`w-${i}`, `term${i}`)),
  },
  chatData: {
    sessions: Array.from({ length: 3 }, (_, i) => localChatSession(`c-${i}`)),
    messages: Array.from({ length: 30 }, (_, i) => localMessage(`m-${i}`, `c-${i % 3}`, i)),
  },
};
const sent = {
  session: batch.practiceData.sessions.map((s) => s.id),
  word: batch.vocabularyData.words.map((w) => w.id),
  chatSession: batch.chatData.sessions.map((s) => s.id),
  message: batch.chatData.messages.map((m) => m.id),
};

/** Park–Miller: the same "random" offsets every run. */
function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
}
const random = seeded(20_261_127);

let app: FastifyInstance;
let databaseUrl: string;
beforeAll(async () => {
  await buildChildServer();
  app = await buildTestApp();
  databaseUrl = databaseUrlOf(app);
}, 120_000);
afterAll(() => app?.close());

// On PostgreSQL the server's start-up reads every schema's tables: no test schema may be dropped
// by another test process meanwhile (test/app.ts).
const start = (env: Record<string, string> = {}) =>
  whileSchemasHold(app, () => startChildServer(databaseUrl, env));

const upload = (server: ChildServer, token: string) =>
  fetch(`${server.base}/api/migration/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(batch),
  });

/** What the database holds of the learner, against what was sent. */
async function expectStoredOnce(userId: string) {
  const db = app.db;
  const sources = await db
    .selectFrom('migration_sources')
    .select(['kind', 'source_id', 'target_id'])
    .where('user_id', '=', userId)
    .execute();
  for (const kind of Object.keys(sent) as (keyof typeof sent)[]) {
    const ids = sources.filter((s) => s.kind === kind).map((s) => s.source_id);
    expect(ids.sort(), kind).toEqual([...sent[kind]].sort());
  }
  const target = (kind: string) => sources.filter((s) => s.kind === kind).map((s) => s.target_id);

  const sessions = await db
    .selectFrom('practice_sessions')
    .select(['id', 'created_at', 'score', 'total_questions'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  expect(sessions.map((s) => s.created_at)).toEqual(
    batch.practiceData.sessions.map((s) => s.startTime),
  );
  expect(sessions.map((s) => s.id).sort()).toEqual(target('session').sort());
  // Scored from the stored keys: three of four right, every set whole.
  expect(new Set(sessions.map((s) => `${s.score}/${s.total_questions}`))).toEqual(
    new Set(['75/4']),
  );
  const items = await db
    .selectFrom('session_questions')
    .select('session_id')
    .where(
      'session_id',
      'in',
      sessions.map((s) => s.id),
    )
    .execute();
  expect(items).toHaveLength(sessions.length * 4);

  // Each set's four answers are attempts of its session, once; the one miss they share (the
  // same fourth question in every set) is one notebook entry with a lapse per set, due from the
  // newest set's miss.
  const attempts = await db
    .selectFrom('question_attempts')
    .select(['source_id', 'question_id', 'correct'])
    .where('user_id', '=', userId)
    .execute();
  expect(attempts).toHaveLength(sessions.length * 4);
  expect(new Set(attempts.map((a) => a.source_id))).toEqual(new Set(target('session')));
  const mistakes = await db
    .selectFrom('mistakes')
    .select(['question_id', 'lapses', 'due'])
    .where('user_id', '=', userId)
    .execute();
  const missed = new Set(attempts.filter((a) => a.correct === 0).map((a) => a.question_id));
  expect(mistakes.map((m) => m.question_id)).toEqual([...missed]);
  const newest = batch.practiceData.sessions.at(-1)!.startTime;
  expect(mistakes.map((m) => [m.lapses, m.due])).toEqual([
    [sessions.length, new Date(Date.parse(newest) + 50_000).toISOString()],
  ]);

  const words = await db
    .selectFrom('vocabulary_words')
    .select(['id', 'word'])
    .where('user_id', '=', userId)
    .execute();
  expect(words.map((w) => w.word).sort()).toEqual(
    batch.vocabularyData.words.map((w) => w.word).sort(),
  );
  expect(words.map((w) => w.id).sort()).toEqual([...new Set(target('word'))].sort());

  const chats = await db
    .selectFrom('chat_sessions')
    .select(['id', 'message_count'])
    .where('user_id', '=', userId)
    .execute();
  expect(chats.map((c) => c.id).sort()).toEqual(target('chatSession').sort());
  const messages = await db
    .selectFrom('chat_messages')
    .select(['id', 'session_id', 'position', 'content'])
    .where('user_id', '=', userId)
    .orderBy('session_id')
    .orderBy('position')
    .execute();
  expect(messages.map((m) => m.id).sort()).toEqual(target('message').sort());
  expect(messages.map((m) => m.content).sort()).toEqual(
    batch.chatData.messages.map((m) => m.content).sort(),
  );
  for (const chat of chats) {
    const own = messages.filter((m) => m.session_id === chat.id);
    // Positions 0…n-1 in the order the messages were written, and the count says n.
    expect(own.map((m) => Number(m.position))).toEqual(own.map((_, i) => i));
    expect(Number(chat.message_count)).toBe(own.length);
    expect(own.map((m) => Number(m.content.split(' ')[1]))).toEqual(
      own.map((m) => Number(m.content.split(' ')[1])).sort((a, b) => a - b),
    );
  }
}

interface Crash {
  name: string;
  /** MIGRATION_CRASH_AT of the first server: it kills itself there. */
  at?: string;
  /** Else: SIGKILL from here this long after the call was sent. */
  afterMs?: number;
}

const CRASHES: Crash[] = [
  { name: 'inside the first set’s transaction', at: 'session:1:before-commit' },
  { name: 'right after the third set committed', at: 'session:3:after-commit' },
  { name: 'inside the words’ transaction', at: 'word:1:before-commit' },
  { name: 'right after the words committed', at: 'word:1:after-commit' },
  { name: 'inside the second conversation’s transaction', at: 'chatSession:2:before-commit' },
  { name: 'inside the second messages’ transaction', at: 'message:2:before-commit' },
  { name: 'right after the last messages committed', at: 'message:3:after-commit' },
  ...[0, 1, 2].map((i) => {
    const afterMs = Math.round(20 + random() * 400);
    return { name: `kill -9 from outside, ${afterMs} ms into the call (seeded, #${i})`, afterMs };
  }),
];

describe('kill -9 during a migration batch, restart, the same batch again', () => {
  for (const crash of CRASHES) {
    it(`stores every record once: ${crash.name}`, async () => {
      const { user, tokens } = await registerUser(app);
      const first = await start(crash.at ? { MIGRATION_CRASH_AT: crash.at } : {});
      const call = upload(first, tokens.accessToken).then(
        (res) => res.status,
        () => 'no answer' as const,
      );
      if (crash.afterMs !== undefined) {
        setTimeout(() => first.child.kill('SIGKILL'), crash.afterMs);
      }
      const answer = await call;
      const { signal } = await first.exited;
      expect(signal).toBe('SIGKILL');
      // The chosen instants fall inside the call: it never answered.
      if (crash.at) expect(answer).toBe('no answer');

      const second = await start();
      try {
        const replay = await upload(second, tokens.accessToken);
        expect(replay.status).toBe(200);
        const { data } = (await replay.json()) as {
          data: {
            migrated: Record<string, number>;
            skipped: Record<string, number>;
            errorCount: number;
          };
        };
        expect(data.errorCount).toBe(0);
        const both = (k: string) => (data.migrated[k] ?? 0) + (data.skipped[k] ?? 0);
        expect({
          sessions: both('sessions'),
          words: both('words'),
          chatSessions: both('chatSessions'),
          messages: both('messages'),
        }).toEqual({
          sessions: sent.session.length,
          words: sent.word.length,
          chatSessions: sent.chatSession.length,
          messages: sent.message.length,
        });
      } finally {
        await second.stop();
      }
      await expectStoredOnce(user.id);
    }, 120_000);
  }
});
