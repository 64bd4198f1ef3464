import type { Ability, User } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { sectionRange, totalRange } from './ability.model';
import { beliefsOf } from './ability.beliefs';

export interface AbilityDeps {
  db: Db;
}

export function createAbilityService({ db }: AbilityDeps) {
  /** Estimates and 80 % ranges per part, per section and in total. */
  async function get(user: User): Promise<Ability> {
    const beliefs = await beliefsOf(db, user.id);
    const listening = beliefs.section('listening');
    const reading = beliefs.section('reading');
    return {
      parts: [...beliefs.parts('listening'), ...beliefs.parts('reading')].map((p) => ({
        part: p.part,
        ...sectionRange(p),
        answered: p.answered,
      })),
      listening: { ...sectionRange(listening), answered: listening.answered },
      reading: { ...sectionRange(reading), answered: reading.answered },
      total: {
        ...totalRange(listening, reading),
        answered: listening.answered + reading.answered,
      },
    };
  }
  return { get };
}
