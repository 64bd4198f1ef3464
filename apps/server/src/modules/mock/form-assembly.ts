import { MOCK_BLUEPRINT, MOCK_LEVEL_MIX, MOCK_PARTS, type MockKind } from '@toeic-ace/contract';

/** A pooled item as assembly sees it (the questions module's PoolItem). */
export interface FormItem {
  id: string;
  part: number;
  difficulty: number;
  groupId: string | null;
}

/** Questions that stay together on the form: one item, or a whole set. */
export interface FormUnit {
  part: number;
  ids: string[];
  /** The members' mean level, rounded (1–5). */
  level: number;
  /** Latest time a member was on one of this learner's mocks; null when never. */
  seenAt: string | null;
}

export class NotEnoughQuestions extends Error {
  constructor(readonly part: number) {
    super(`The pool cannot fill Part ${part} of a form`);
  }
}

/** Set sizes a part may use: Parts 3–4 sets of three, Part 6 texts of four, Part 7 sets of 2–5. */
export function sizeAllowed(part: number, size: number): boolean {
  if (part === 3 || part === 4) return size === 3;
  if (part === 6) return size === 4;
  if (part === 7) return size >= 2 && size <= 5;
  return size === 1;
}

/** Groups the pool into units; members of a set share its groupId (singles parts split them). */
export function unitsOf(items: readonly FormItem[], seen: ReadonlyMap<string, string>): FormUnit[] {
  const byKey = new Map<string, FormItem[]>();
  for (const item of items) {
    const grouped = item.part === 3 || item.part === 4 || item.part === 6 || item.part === 7;
    const key = `${item.part}\u0000${grouped && item.groupId ? item.groupId : item.id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), item]);
  }
  const units: FormUnit[] = [];
  for (const members of byKey.values()) {
    const part = members[0]!.part;
    if (!sizeAllowed(part, members.length)) continue;
    const views = members.map((m) => seen.get(m.id)).filter((v): v is string => v !== undefined);
    units.push({
      part,
      ids: members.map((m) => m.id).sort(),
      level: Math.round(members.reduce((a, m) => a + m.difficulty, 0) / members.length),
      seenAt: views.length ? views.sort().at(-1)! : null,
    });
  }
  // A stable start, so that the shuffle alone decides (and a seeded one repeats).
  return units.sort((a, b) => (a.ids[0]! < b.ids[0]! ? -1 : 1));
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** Can some of these sizes add up to exactly `target`? (subset sum; targets are ≤ 54) */
function reachable(sizes: readonly number[], target: number): boolean {
  if (target === 0) return true;
  const can = new Array<boolean>(target + 1).fill(false);
  can[0] = true;
  for (const size of sizes) {
    for (let t = target; t >= size; t--) if (can[t - size]) can[t] = true;
    if (can[target]) return true;
  }
  return false;
}

/** Whether the units left (without `one`) can complete `remaining`; by size, so cheap. */
function completable(pool: readonly FormUnit[], one: FormUnit, remaining: number): boolean {
  const sizes: number[] = [];
  let skipped = false;
  for (const unit of pool) {
    if (!skipped && unit === one) skipped = true;
    else sizes.push(unit.ids.length);
  }
  return reachable(sizes, remaining - one.ids.length);
}

/**
 * Fills one part with exactly `count` questions of whole units. Units never on a mock of this
 * learner come first (a seen unit is used only when the unseen ones cannot complete the part),
 * then those seen longest ago. Among the eligible, the next unit is from the level furthest
 * below its share of MOCK_LEVEL_MIX, so the part's levels spread like a real form's.
 */
export function fillPart(
  part: number,
  units: readonly FormUnit[],
  count: number,
  random: () => number,
): FormUnit[] {
  const fresh = shuffle(
    units.filter((u) => u.seenAt === null),
    random,
  );
  const seen = shuffle(
    units.filter((u) => u.seenAt !== null),
    random,
  ).sort((a, b) => (a.seenAt! < b.seenAt! ? -1 : a.seenAt! > b.seenAt! ? 1 : 0));
  const chosen: FormUnit[] = [];
  const perLevel = [0, 0, 0, 0, 0, 0];
  let remaining = count;
  let freshLeft = fresh;
  let seenLeft = seen;

  const deficit = (u: FormUnit) => (MOCK_LEVEL_MIX[u.level - 1] ?? 0) * count - perLevel[u.level]!;
  const best = (candidates: FormUnit[]) =>
    candidates.reduce((a, b) => (deficit(b) > deficit(a) ? b : a));

  while (remaining > 0) {
    const all = [...freshLeft, ...seenLeft];
    // Taking out any one unit of a size leaves the same sizes, so one check per pool and size.
    const memo = new Map<string, boolean>();
    const fits = (u: FormUnit, pool: readonly FormUnit[]) => {
      if (u.ids.length > remaining) return false;
      const key = `${pool === all ? 'all' : 'fresh'}:${u.ids.length}`;
      let ok = memo.get(key);
      if (ok === undefined) memo.set(key, (ok = completable(pool, u, remaining)));
      return ok;
    };
    // Unseen units that unseen units can complete; else unseen, then seen, that anything can.
    let candidates = freshLeft.filter((u) => fits(u, freshLeft));
    if (candidates.length === 0) candidates = freshLeft.filter((u) => fits(u, all));
    if (candidates.length === 0) {
      // Least recently seen first: only the oldest seen units that fit compete on level.
      const fitting = seenLeft.filter((u) => fits(u, all));
      const oldest = fitting[0]?.seenAt;
      candidates = fitting.filter((u) => u.seenAt === oldest);
    }
    if (candidates.length === 0) throw new NotEnoughQuestions(part);
    const next = best(candidates);
    chosen.push(next);
    perLevel[next.level]! += next.ids.length;
    remaining -= next.ids.length;
    freshLeft = freshLeft.filter((u) => u !== next);
    seenLeft = seenLeft.filter((u) => u !== next);
  }
  // Easier units open the part, as on the real test; the shuffle settles equal levels.
  return chosen.sort((a, b) => a.level - b.level);
}

/** The whole form: each part filled to the blueprint, in part order. */
export function assembleForm(
  kind: MockKind,
  items: readonly FormItem[],
  seen: ReadonlyMap<string, string>,
  random: () => number = Math.random,
): FormUnit[] {
  const units = unitsOf(items, seen);
  return MOCK_PARTS.flatMap((part) =>
    fillPart(
      part,
      units.filter((u) => u.part === part),
      MOCK_BLUEPRINT[kind].parts[part],
      random,
    ),
  );
}

/**
 * `count` forms drawn one after another for one learner, each form's items seen before the next
 * is drawn (as a learner taking them in turn would); each form's question ids.
 */
export function drawSuccessiveForms(
  kind: MockKind,
  items: readonly FormItem[],
  count: number,
  random: () => number,
): string[][] {
  const seen = new Map<string, string>();
  return Array.from({ length: count }, (_, i) => {
    const ids = assembleForm(kind, items, seen, random).flatMap((unit) => unit.ids);
    const at = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
    for (const id of ids) seen.set(id, at);
    return ids;
  });
}

/** A seeded draw (mulberry32): the same forms on every run, for tests and the bank audit. */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
