import type { LocalDb } from '@/db/database';
import { markMigrated, type MigratedKind } from '@/db/migrated';
import { openLocalDb } from '@/db/open';
import type { ChatHistoryRecord, ChatSessionRecord } from '@/db/tables/chat';
import type { PracticeSessionRow } from '@/db/tables/practice';
import type { VocabularyWordRecord } from '@/db/tables/vocabulary';

/**
 * A practice set as it is sent: the stored row, with the local ids of its questions whose wrong
 * answer the learner marked mastered in the wrong-question list (absent when none). The server
 * derives the set's wrong answers itself, by the rule that fills that list (answered, finished,
 * wrong), and keeps these out of the account's mistakes notebook.
 */
export type MigratingSession = PracticeSessionRow & { masteredQuestionIds?: string[] };

/** What this browser holds that can move into the signed-in account. */
export interface LocalData {
  sessions: MigratingSession[];
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
 * they are, each with the questions of it marked mastered in the wrong-question list. An old
 * message without a conversation id joins the conversation of its question.
 */
export async function readLocalData(userId: string, store?: LocalDb): Promise<LocalData> {
  const db = store ?? (await openLocalDb());
  const [sessions, words, chatSessions, messages, mastered] = await Promise.all([
    db.practiceSessions.toArray(),
    db.vocabularyWords.toArray(),
    db.chatSessions.toArray(),
    db.chatHistory.orderBy('timestamp').toArray(),
    db.wrongQuestions.where('mastered').equals(1).toArray(),
  ]);
  const byQuestion = new Map(chatSessions.map((s) => [s.questionId, s.id]));
  const masteredBySet = new Map<string, string[]>();
  for (const row of mastered) {
    masteredBySet.set(row.sessionId, [...(masteredBySet.get(row.sessionId) ?? []), row.questionId]);
  }
  return {
    sessions: sessions
      .filter(
        (s) =>
          (s.userId === null || s.userId === userId) &&
          !s.serverSessionId &&
          Array.isArray(s.questions) &&
          s.questions.length > 0,
      )
      .map((s) => {
        const ids = masteredBySet.get(s.id);
        return ids ? { ...s, masteredQuestionIds: ids } : s;
      }),
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
