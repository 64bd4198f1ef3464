// The migration's largest calls and the longest chat history, against the production build while
// another client polls /api/health (scripts/lib/vocabulary-heavy.ts runs them on each database):
//  - each of the largest calls the import accepts (sets, words, messages; just under the byte
//    limit: apps/server/src/modules/migration/migration.largest.ts);
//  - a chat session holding the most messages a session may, each of the longest a migrated
//    message may be, read page by page by two readers at once.
import { CHAT_LIMITS, MIGRATION, type ChatSessionList } from '@toeic-ace/contract';
import { localChatSession } from '../../apps/server/src/modules/migration/migration.fixtures';
import { LARGEST_MIGRATION_CALLS } from '../../apps/server/src/modules/migration/migration.largest';
import { HEAVY_GOALS, call, register, row, timedWithHealth } from './vocabulary-heavy';

/** The longest message the chat test reads (three-byte characters: the most bytes per page). */
const MESSAGE_CHARS = 20_000;

const post = (base: string, path: string, token: string, body: string) =>
  call(base, path, token, { method: 'POST', body });

/** Fills one migrated chat session with `count` long messages, in calls under the byte limit. */
async function fullChatSession(base: string, token: string, count: number): Promise<string> {
  const perCall = Math.floor((MIGRATION.maxPerCall.bytes * 0.9) / (MESSAGE_CHARS * 3));
  const session = localChatSession('bench-full', null);
  for (let from = 0; from < count; from += perCall) {
    const messages = Array.from({ length: Math.min(perCall, count - from) }, (_, k) => {
      const i = from + k;
      return {
        id: `bench-m-${i}`,
        sessionId: session.id,
        role: i % 2 === 0 ? 'user' : 'assistant',
        content: `#${i} ${'问'.repeat(MESSAGE_CHARS - 8)}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      };
    });
    await post(
      base,
      '/api/migration/import',
      token,
      JSON.stringify({ chatData: { sessions: [session], messages } }),
    );
  }
  const res = await fetch(`${base}/api/chat?action=sessions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: ChatSessionList };
  if (data.sessions.length !== 1)
    throw new Error(`expected one chat session, found ${data.sessions.length}`);
  return data.sessions[0]!.id;
}

/** Reads a session from its newest page to its oldest; answers how many pages. */
async function walk(base: string, token: string, id: string): Promise<number> {
  let before: string | null = null;
  let pages = 0;
  do {
    const query = before ? `&before=${before}` : '';
    const res = await fetch(`${base}/api/chat?action=session&sessionId=${id}${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`chat page: ${res.status}`);
    const { data } = (await res.json()) as { data: { messagePage: { nextBefore: string | null } } };
    before = data.messagePage.nextBefore;
    pages += 1;
  } while (before);
  return pages;
}

export async function measureMigrationAndChat(base: string): Promise<string[]> {
  const misses: string[] = [];
  const goal = HEAVY_GOALS.importHealthMs;
  for (const [name, build] of Object.entries(LARGEST_MIGRATION_CALLS)) {
    const token = await register(base, 100);
    const body = build();
    const { ms, health } = await timedWithHealth(base, () =>
      post(base, '/api/migration/import', token, body),
    );
    // "100 sets", "2000 words", "2000 chat messages" (the column is 34 characters wide).
    row(`migration: ${name.replace(/ (of|with|in) .*/, '')}`, ms, health, goal);
    if (health.failures > 0 || health.slowestMs > goal) misses.push(`migration: ${name}`);
  }
  const token = await register(base, 101);
  const count = CHAT_LIMITS.messagesPerSession - 1;
  const id = await fullChatSession(base, token, count);
  let pages = 0;
  const { ms, health } = await timedWithHealth(base, async () => {
    [pages] = await Promise.all([walk(base, token, id), walk(base, token, id)]);
  });
  row(`chat: 2 readers, ${count} msgs, ${pages} pages`, ms, health, goal);
  if (health.failures > 0 || health.slowestMs > goal) misses.push('chat history pages');
  return misses;
}
