import { PRACTICE, type QuestionType } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { groupOrder, parseStored, type StoredQuestion } from './question-record';
import {
  findCandidates,
  findRowsByIds,
  type CandidateRow,
  type QuestionSource,
} from './questions.repository';

export interface DrawRequest {
  userId: string;
  type: QuestionType;
  parts: readonly number[];
  levels: readonly number[];
  count: number;
  /** Default: every source (bank and accepted AI items). */
  sources?: readonly QuestionSource[];
  /** When unseen items run out, fill with the ones this user saw longest ago. */
  includeSeen: boolean;
  /** Already served in this response. */
  exclude?: ReadonlySet<string>;
}

/** Questions that must stay together: a group (Parts 3, 4, 6, 7) or a single item. */
interface Unit {
  part: number;
  ids: string[];
  /** Latest view of a member; null for an unseen unit. */
  seenAt: string | null;
}

export interface PlannedUnit {
  ids: string[];
  /** How many of the unit's questions to serve (fewer than its size only for the last one). */
  take: number;
  part: number;
}

function unitsOf(rows: readonly CandidateRow[]): Unit[] {
  const units = new Map<string, Unit>();
  for (const row of rows) {
    // A group partly seen splits into its unseen and its seen members.
    const key = `${row.group_id ?? row.id}\u0000${row.seen_at === null ? 'new' : 'seen'}`;
    const unit = units.get(key);
    if (!unit) units.set(key, { part: row.part, ids: [row.id], seenAt: row.seen_at });
    else {
      unit.ids.push(row.id);
      if (row.seen_at && unit.seenAt && row.seen_at > unit.seenAt) unit.seenAt = row.seen_at;
    }
  }
  // Sorted ids give equal-aged units a stable order (below) whatever order the rows came in.
  return [...units.values()].map((unit) => ({ ...unit, ids: unit.ids.sort() }));
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * Chooses whole units: unseen ones in random order first, preferring those that fit in what is
 * still missing; then (if allowed) seen ones, least recently seen first. At most one group is
 * cut short. Ordered by part, as the test is.
 */
export function planDraw(
  candidates: readonly CandidateRow[],
  count: number,
  includeSeen: boolean,
  random: () => number = Math.random,
): PlannedUnit[] {
  const units = unitsOf(candidates);
  const tiers = [
    shuffle(
      units.filter((u) => u.seenAt === null),
      random,
    ),
  ];
  if (includeSeen) {
    const seen = units.filter((u) => u.seenAt !== null);
    // Units seen at the same moment (one served set) are taken in id order, so the reuse does
    // not depend on the order the database happens to return rows in.
    tiers.push(
      seen.sort(
        (a, b) =>
          (a.seenAt as string).localeCompare(b.seenAt as string) ||
          (a.ids[0] ?? '').localeCompare(b.ids[0] ?? ''),
      ),
    );
  }
  const plan: PlannedUnit[] = [];
  let missing = count;
  tiers.forEach((tier, index) => {
    // Unseen units are interchangeable, so whole ones that fit go first; seen ones go strictly
    // by age, the one that does not fit being cut.
    const skipUnfitting = index === 0;
    const left: Unit[] = [];
    for (const unit of tier) {
      if (missing === 0) break;
      if (unit.ids.length <= missing) {
        plan.push({ ids: unit.ids, take: unit.ids.length, part: unit.part });
        missing -= unit.ids.length;
      } else if (skipUnfitting) {
        left.push(unit);
      } else {
        plan.push({ ids: unit.ids, take: missing, part: unit.part });
        missing = 0;
      }
    }
    const cut = left[0];
    if (missing > 0 && cut) {
      plan.push({ ids: cut.ids, take: missing, part: cut.part });
      missing = 0;
    }
  });
  return plan.sort((a, b) => a.part - b.part);
}

/**
 * The chosen levels first, then every other level by its distance from the nearest chosen one
 * ([3] → [3], [2, 4], [1, 5]). A set a level cannot fill is completed with the nearest levels
 * rather than cut short: a learner asked for ten questions, not for six.
 */
export function levelsByDistance(levels: readonly number[]): number[][] {
  const rings: number[][] = [];
  for (let level = PRACTICE.levelMin; level <= PRACTICE.levelMax; level++) {
    const distance = Math.min(...levels.map((chosen) => Math.abs(chosen - level)));
    (rings[distance] ??= []).push(level);
  }
  return rings.filter((ring) => ring !== undefined);
}

/** Draws up to `count` questions, groups kept together and in order. Records nothing. */
export async function draw(
  db: Db,
  req: DrawRequest,
  random: () => number = Math.random,
): Promise<StoredQuestion[]> {
  if (req.count <= 0) return [];
  const found = await findCandidates(db, {
    userId: req.userId,
    type: req.type,
    parts: req.parts,
    levels: req.levels,
    sources: req.sources,
    unseenOnly: !req.includeSeen,
  });
  const candidates = req.exclude ? found.filter((c) => !req.exclude?.has(c.id)) : found;
  const plan = planDraw(candidates, req.count, req.includeSeen, random);
  const rows = await findRowsByIds(
    db,
    plan.flatMap((u) => u.ids),
  );
  const byId = new Map(rows.map((row) => [row.id, parseStored(row)]));
  return keepGroupsTogether(
    plan.flatMap((unit) =>
      unit.ids
        .map((id) => byId.get(id))
        .filter((q): q is StoredQuestion => q !== undefined)
        .sort(groupOrder)
        .slice(0, unit.take),
    ),
  );
}

/**
 * A group partly seen is drawn as two units (its unseen members, then its seen ones among the
 * reused), which can land apart in one set. Members of a group are served side by side, in group
 * order, where the group first appears; everything else keeps its place.
 */
export function keepGroupsTogether(questions: readonly StoredQuestion[]): StoredQuestion[] {
  const byGroup = new Map<string, StoredQuestion[]>();
  for (const q of questions) {
    const key = q.row.group_id ?? `\u0000${q.row.id}`;
    const members = byGroup.get(key);
    if (members) members.push(q);
    else byGroup.set(key, [q]);
  }
  return [...byGroup.values()].flatMap((members) => members.sort(groupOrder));
}
