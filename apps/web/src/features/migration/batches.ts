import { MIGRATION, type MigrationImportRequest, type MigrationKind } from '@toeic-ace/contract';
import type { LocalData } from './local-source';

/** One upload: the payload, and the local ids of each kind in the order they were sent. */
export interface Batch {
  payload: MigrationImportRequest;
  ids: Record<MigrationKind, string[]>;
}

const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

const noIds = (): Batch['ids'] => ({ session: [], word: [], chatSession: [], message: [] });

/**
 * Splits the local data into uploads of MIGRATION.batch records: sets first, then words, then
 * conversations, then their messages (the server finds a conversation migrated by an earlier
 * call). The preferences travel with the first call.
 */
export function planBatches(data: LocalData, preferences: unknown): Batch[] {
  const batches: Batch[] = [];
  for (const sessions of chunk(data.sessions, MIGRATION.batch.sessions)) {
    batches.push({
      payload: { practiceData: { sessions } },
      ids: { ...noIds(), session: sessions.map((s) => s.id) },
    });
  }
  for (const words of chunk(data.words, MIGRATION.batch.words)) {
    batches.push({
      payload: { vocabularyData: { words } },
      ids: { ...noIds(), word: words.map((w) => w.id) },
    });
  }
  for (const sessions of chunk(data.chatSessions, MIGRATION.batch.chatSessions)) {
    batches.push({
      payload: { chatData: { sessions, messages: [] } },
      ids: { ...noIds(), chatSession: sessions.map((s) => s.id) },
    });
  }
  for (const messages of chunk(data.messages, MIGRATION.batch.messages)) {
    batches.push({
      payload: { chatData: { sessions: [], messages } },
      ids: { ...noIds(), message: messages.map((m) => m.id) },
    });
  }
  const first = batches[0];
  if (first) {
    first.payload.practiceData = {
      sessions: first.payload.practiceData?.sessions ?? [],
      userPreferences: preferences,
    };
  }
  return batches;
}
