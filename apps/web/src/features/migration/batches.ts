import { MIGRATION, type MigrationKind } from '@toeic-ace/contract/rules';
import type { MigrationError, MigrationImportRequest } from '@toeic-ace/contract';
import type { LocalData } from './local-source';

/** One upload: the payload, and the local ids of each kind in the order they were sent. */
export interface Batch {
  payload: MigrationImportRequest;
  ids: Record<MigrationKind, string[]>;
}

export interface BatchPlan {
  batches: Batch[];
  /** Records too large to go in any call on their own: reported, never sent. */
  tooLarge: MigrationError[];
}

/** The most one upload carries, in MB, as the learner is told. */
export const BATCH_MB = MIGRATION.batch.bytes / (1024 * 1024);

const encoder = new TextEncoder();

/** Objects, arrays and values of a record as the server counts them in the parsed body. */
function valuesOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1;
  const children = Array.isArray(value)
    ? value
    : Object.values(value).filter((v) => v !== undefined && typeof v !== 'function');
  return children.reduce<number>((n, child) => n + valuesOf(child), 1);
}

/** What one record adds to a call: its JSON bytes (and a comma) and its values. */
const sizeOf = (record: unknown) => ({
  bytes: encoder.encode(JSON.stringify(record)).length + 1,
  values: valuesOf(record),
});

const noIds = (): Batch['ids'] => ({ session: [], word: [], chatSession: [], message: [] });

/**
 * Packs records of one kind into groups below MIGRATION.batch: at most so many records, bytes
 * and JSON values per call. A record past the bytes or values on its own is set aside.
 */
function pack<T extends { id: string }>(
  kind: MigrationKind,
  records: readonly T[],
  most: number,
  tooLarge: MigrationError[],
): T[][] {
  const { bytes: maxBytes, values: maxValues } = MIGRATION.batch;
  const groups: T[][] = [];
  let group: T[] = [];
  let bytes = 0;
  let values = 0;
  for (const [index, record] of records.entries()) {
    const size = sizeOf(record);
    if (size.bytes > maxBytes || size.values > maxValues) {
      tooLarge.push({ kind, index, id: record.id, code: 'tooLarge', message: 'too large' });
      continue;
    }
    if (
      group.length === most ||
      bytes + size.bytes > maxBytes ||
      values + size.values > maxValues
    ) {
      groups.push(group);
      group = [];
      bytes = 0;
      values = 0;
    }
    group.push(record);
    bytes += size.bytes;
    values += size.values;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * Splits the local data into uploads below MIGRATION.batch (records, bytes and JSON values per
 * call, under the server's limits per call): sets first, then words, then conversations, then
 * their messages (the server finds a conversation migrated by an earlier call). The preferences
 * travel with the first call, in the room the batch size leaves below the limit.
 */
export function planBatches(data: LocalData, preferences: unknown): BatchPlan {
  const { batch } = MIGRATION;
  const tooLarge: MigrationError[] = [];
  const batches: Batch[] = [];
  for (const sessions of pack('session', data.sessions, batch.sessions, tooLarge)) {
    batches.push({
      payload: { practiceData: { sessions } },
      ids: { ...noIds(), session: sessions.map((s) => s.id) },
    });
  }
  for (const words of pack('word', data.words, batch.words, tooLarge)) {
    batches.push({
      payload: { vocabularyData: { words } },
      ids: { ...noIds(), word: words.map((w) => w.id) },
    });
  }
  for (const sessions of pack('chatSession', data.chatSessions, batch.chatSessions, tooLarge)) {
    batches.push({
      payload: { chatData: { sessions, messages: [] } },
      ids: { ...noIds(), chatSession: sessions.map((s) => s.id) },
    });
  }
  for (const messages of pack('message', data.messages, batch.messages, tooLarge)) {
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
  return { batches, tooLarge };
}
