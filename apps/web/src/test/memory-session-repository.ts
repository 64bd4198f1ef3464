import type { PracticeSessionRow } from '@/db/tables/practice';
import {
  isStaleWrite,
  latestOf,
  toRow,
  type SessionRepository,
} from '@/features/practice/persistence';

/**
 * The practice store's database as a Map, for tests of the store: the same rows and the same
 * stale-write rule as the Dexie repository, without IndexedDB.
 */
export function createMemoryRepository(): SessionRepository & {
  rows: Map<string, PracticeSessionRow>;
} {
  const rows = new Map<string, PracticeSessionRow>();
  return {
    rows,
    save: async (session) => {
      if (!isStaleWrite(rows.get(session.id), session)) rows.set(session.id, toRow(session));
    },
    latestInProgress: async (userId) =>
      latestOf(
        [...rows.values()].filter((row) => row.completed === 0),
        userId,
      ),
    remove: async (id) => {
      rows.delete(id);
    },
    removeInProgress: async () => {
      for (const [id, row] of rows) {
        if (row.completed === 0 && row.serverSessionId !== null) rows.delete(id);
      }
    },
  };
}
