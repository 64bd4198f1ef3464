import { ABILITY, type QuestionType } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { answeredQuestionIds } from '../mistakes';
import { listPoolItems, loadPoolQuestions, orderInGroup, type StoredQuestion } from '../questions';
import { difficultyOfLevel } from './ability.model';
import { beliefsOf } from './ability.beliefs';
import * as repo from './ability.repository';

/** How strongly a lower estimate draws questions to its part (logits; smaller = stronger). */
const PART_TEMPERATURE = 0.35;

interface Unit {
  ids: string[];
  difficulty: number;
  unseen: boolean;
}

/**
 * An adaptive set: its questions shared among the section's parts by a softmax over the negated
 * part estimates (the weakest part gets most), each part's share filled with whole units (a
 * question, or a set) whose mean difficulty is nearest the level the learner gets right
 * ABILITY.targetSuccess of the time, questions never answered first.
 */
export async function pickAdaptive(
  db: Db,
  userId: string,
  request: { questionType: QuestionType; count: number },
): Promise<StoredQuestion[]> {
  const beliefs = await beliefsOf(db, userId);
  const parts = beliefs.parts(request.questionType);
  const weights = parts.map((p) => Math.exp(-p.mean / PART_TEMPERATURE));
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = largestRemainder(
    weights.map((w) => (w / sum) * request.count),
    request.count,
  );

  const partNumbers = parts.map((p) => p.part);
  const pool = await listPoolItems(db, partNumbers);
  const calibrations = await repo.calibrationsOf(
    db,
    pool.map((i) => i.id),
  );
  const answered = await answeredQuestionIds(db, userId, partNumbers);
  const chosen: string[] = [];
  let carry = 0;
  // Weakest part first, so what one part cannot fill passes to the next.
  const order = parts.map((p, i) => ({ ...p, share: shares[i]! })).sort((a, b) => a.mean - b.mean);
  for (const part of order) {
    const target = part.mean - Math.log(ABILITY.targetSuccess / (1 - ABILITY.targetSuccess));
    const units = new Map<string, Unit>();
    for (const item of pool.filter((i) => i.part === part.part)) {
      const key = item.groupId ?? `q:${item.id}`;
      const unit = units.get(key) ?? { ids: [], difficulty: 0, unseen: true };
      unit.ids.push(item.id);
      unit.difficulty +=
        calibrations.get(item.id)?.difficulty ?? difficultyOfLevel(item.difficulty);
      unit.unseen &&= !answered.has(item.id);
      units.set(key, unit);
    }
    const ranked = [...units.values()]
      .map((u) => ({ ...u, distance: Math.abs(u.difficulty / u.ids.length - target) }))
      .sort((a, b) => Number(b.unseen) - Number(a.unseen) || a.distance - b.distance);
    let room = part.share + carry;
    for (const unit of ranked) {
      if (room <= 0) break;
      if (unit.ids.length > room) continue;
      chosen.push(...unit.ids);
      room -= unit.ids.length;
    }
    carry = room;
  }
  const stored = await loadPoolQuestions(db, chosen);
  // Each unit in its own order; units as chosen.
  const byId = chosen.map((id) => stored.get(id)).filter((q) => q !== undefined);
  return groupsInOrder(byId);
}

function groupsInOrder(questions: StoredQuestion[]): StoredQuestion[] {
  const groups = new Map<string, StoredQuestion[]>();
  for (const q of questions) {
    const key = q.row.group_id ?? `q:${q.row.id}`;
    groups.set(key, [...(groups.get(key) ?? []), q]);
  }
  return [...groups.values()].flatMap((g) => g.sort(orderInGroup));
}

/** Whole numbers summing to `total`, as close to the shares as rounding allows. */
function largestRemainder(shares: number[], total: number): number[] {
  const floors = shares.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const byRemainder = shares.map((s, i) => ({ i, r: s - Math.floor(s) })).sort((a, b) => b.r - a.r);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}
