import type { LocalDb } from '@/db/database';
import { markMigrated, type MigratedKind } from '@/db/migrated';
import { openLocalDb } from '@/db/open';
import type { ChatHistoryRecord, ChatSessionRecord } from '@/db/tables/chat';
import type { PracticeSessionRow } from '@/db/tables/practice';
import type { VocabularyWordRecord } from '@/db/tables/vocabulary';

/** What this browser holds that can move into the signed-in account. */
export interface LocalData {
  sessions: PracticeSessionRow[];
  words: VocabularyWordRecord[];
  chatSessions: ChatSessionRecord[];
  messages: ChatHistoryRecord[];
}

export interface LocalCounts {
  sessions: number;
  words: number;
  chatSessions: number;
  messages: number;
}

export const countsOf = (data: LocalData): LocalCounts => ({
  sessions: data.sessions.length,
  words: data.words.length,
  chatSessions: data.chatSessions.length,
  messages: data.messages.length,
});

export const hasLocalData = (c: LocalCounts) => c.sessions + c.words + c.messages > 0;

/**
 * Reads the records to migrate. Practice sets are those done logged out (no owner) or by this
 * user, with questions, and not kept on the server all along; another account's sets stay where
 * they are. An old message without a conversation id joins the conversation of its question.
 */
export async function readLocalData(userId: string, store?: LocalDb): Promise<LocalData> {
  const db = store ?? (await openLocalDb());
  const [sessions, words, chatSessions, messages] = await Promise.all([
    db.practiceSessions.toArray(),
    db.vocabularyWords.toArray(),
    db.chatSessions.toArray(),
    db.chatHistory.orderBy('timestamp').toArray(),
  ]);
  const byQuestion = new Map(chatSessions.map((s) => [s.questionId, s.id]));
  return {
    sessions: sessions.filter(
      (s) =>
        (s.userId === null || s.userId === userId) &&
        !s.serverSessionId &&
        Array.isArray(s.questions) &&
        s.questions.length > 0,
    ),
    words,
    chatSessions,
    messages: messages.map((m) =>
      m.sessionId ? m : { ...m, sessionId: byQuestion.get(m.questionId) ?? null },
    ),
  };
}

/** Notes the records the server confirmed, so the old-data clean-up may remove them later. */
export const markLocalMigrated = async (
  kind: MigratedKind,
  ids: readonly string[],
  at: string,
  db?: LocalDb,
) => markMigrated(db ?? (await openLocalDb()), kind, ids, at);
