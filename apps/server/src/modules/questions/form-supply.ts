import type { Db } from '../../db/schema';
import { seedBank, type BankSeedResult } from './bank-seed';
import { groupOrder, parseStored, type StoredQuestion } from './question-record';
import {
  findPoolItems,
  findRowsByIds,
  recordViews,
  type QuestionSource,
} from './questions.repository';

/**
 * What other modules (mock tests) read of the pool to assemble a form of their own: the pool's
 * items without their bodies, then the chosen ones in full. The bank is put into the pool first,
 * once per database and process, as the generator does.
 */
export interface PoolItem {
  id: string;
  part: number;
  difficulty: number;
  groupId: string | null;
  source: QuestionSource;
}

const seeded = new WeakMap<Db, Promise<BankSeedResult>>();

export function ensureBankSeeded(db: Db, now: Date): Promise<BankSeedResult> {
  let seeding = seeded.get(db);
  if (!seeding) {
    seeding = seedBank(db, now).catch((error: unknown) => {
      seeded.delete(db);
      throw error;
    });
    seeded.set(db, seeding);
  }
  return seeding;
}

/** Every pooled item of these parts (bank and accepted AI items), without bodies. */
export async function listPoolItems(db: Db, parts: readonly number[]): Promise<PoolItem[]> {
  if (parts.length === 0) return [];
  const rows = await findPoolItems(db, parts);
  return rows.map((r) => ({
    id: r.id,
    part: r.part,
    difficulty: r.difficulty,
    groupId: r.group_id,
    source: r.source,
  }));
}

/** The stored questions with these ids, each with its key and parsed body. */
export async function loadPoolQuestions(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, StoredQuestion>> {
  const rows = await findRowsByIds(db, ids);
  return new Map(rows.map((row) => [row.id, parseStored(row)]));
}

/** The order of a group's members as every screen shows them. */
export const orderInGroup = groupOrder;

/** Marks questions as seen by the learner, so practice prefers others afterwards. */
export const markSeen = (db: Db, userId: string, ids: readonly string[], at: Date) =>
  recordViews(db, userId, ids, at.toISOString());
