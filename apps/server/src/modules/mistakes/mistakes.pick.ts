import { partByKey, type PartKey, type QuestionType } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { loadPoolQuestions, orderInGroup } from '../questions';
import * as repo from './mistakes.repository';

export interface DueRequest {
  count: number;
  questionType?: QuestionType;
  categories?: readonly PartKey[];
  now: Date;
}

/**
 * Due mistakes for a session: oldest due first, in one section (the requested one, else that of
 * the oldest due item), a set's due items together in the set's own order. A set that does not
 * fit in what is left is passed over for a smaller unit further down, so sets are never split
 * (unless the very first one alone exceeds the count). Empty when nothing matching is due.
 */
export async function pickDueMistakes(db: Db, userId: string, request: DueRequest) {
  const parts = request.categories?.map((key) => partByKey(key)!.part);
  const rows = await repo.dueMistakes(db, userId, request.now.toISOString(), parts);
  const type = request.questionType ?? rows[0]?.type;
  const units = new Map<string, string[]>();
  for (const row of rows) {
    if (row.type !== type) continue;
    const key = row.group_id ?? `q:${row.question_id}`;
    units.set(key, [...(units.get(key) ?? []), row.question_id]);
  }
  const chosen: string[][] = [];
  let room = request.count;
  for (const ids of units.values()) {
    if (ids.length <= room) {
      chosen.push(ids);
      room -= ids.length;
    }
  }
  const first = units.values().next().value;
  if (chosen.length === 0 && first) chosen.push(first.slice(0, request.count));
  const stored = await loadPoolQuestions(db, chosen.flat());
  const ordered = chosen.flatMap((ids) =>
    ids
      .map((id) => stored.get(id))
      .filter((q) => q !== undefined)
      .sort(orderInGroup),
  );
  return { type: type ?? 'reading', questions: ordered };
}
