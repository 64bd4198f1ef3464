import { ABILITY, partsOfType, type PartKey, type QuestionType } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { PRIOR, type Belief } from './ability.model';
import * as repo from './ability.repository';

export interface ScopeBelief extends Belief {
  answered: number;
}

/**
 * The learner's beliefs by scope. A section never answered is the prior; a part never answered
 * is its section's belief widened by how far parts may differ (what the first answer starts from).
 */
export async function beliefsOf(db: Db, userId: string) {
  const rows = new Map(
    (await repo.abilitiesOf(db, userId)).map((r) => [
      r.scope,
      { mean: Number(r.theta), variance: Number(r.variance), answered: r.answered },
    ]),
  );
  const section = (type: QuestionType): ScopeBelief => rows.get(type) ?? { ...PRIOR, answered: 0 };
  const part = (key: PartKey, type: QuestionType): ScopeBelief => {
    const s = section(type);
    return (
      rows.get(key) ?? {
        mean: s.mean,
        variance: Math.min(PRIOR.variance, s.variance + ABILITY.partSpreadSd ** 2),
        answered: 0,
      }
    );
  };
  return {
    section,
    parts: (type: QuestionType) =>
      partsOfType(type).map((p) => ({ part: p.part, ...part(p.key, type) })),
  };
}
