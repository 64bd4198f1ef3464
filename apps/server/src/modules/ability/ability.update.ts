import { ABILITY, TOEIC_PARTS } from '@toeic-ace/contract';
import { lockLearner } from '../../db/advisory-lock';
import type { Db, LearnerAbilitiesTable } from '../../db/schema';
import { loadPoolQuestions } from '../questions';
import {
  guessingOf,
  itemPrior,
  PRIOR,
  updateItem,
  updateLearner,
  type Belief,
} from './ability.model';
import * as repo from './ability.repository';

export interface AbilityAnswer {
  questionId: string;
  correct: boolean;
}

const partEntry = (part: number) => TOEIC_PARTS.find((p) => p.part === part)!;

interface Held extends Belief {
  answered: number;
  exists: boolean;
}

/**
 * Takes a completed set's (or submitted mock test's) final answers into the learner's beliefs —
 * the part's and its section's — and into each item's difficulty, one answer after another.
 * Runs in the caller's completion transaction, so it happens once per set. A part met for the
 * first time starts from its section's belief, widened by how far parts may differ.
 */
export async function recordAbility(
  trx: Db,
  userId: string,
  answers: readonly AbilityAnswer[],
  now: Date,
): Promise<void> {
  if (answers.length === 0) return;
  // One learner's sets completing at once update the same beliefs: they take turns.
  await lockLearner(trx, 'learning', userId);
  const stored = await loadPoolQuestions(
    trx,
    answers.map((a) => a.questionId),
  );
  const at = now.toISOString();
  const calibrations = await repo.lockCalibrations(
    trx,
    answers.flatMap((a) => {
      const question = stored.get(a.questionId);
      if (!question) return [];
      const prior = itemPrior(question.row.difficulty);
      return [{ question_id: a.questionId, difficulty: prior.mean, variance: prior.variance }];
    }),
    at,
  );
  const beliefs = new Map<LearnerAbilitiesTable['scope'], Held>(
    (await repo.abilitiesOf(trx, userId)).map((r) => [
      r.scope,
      { mean: Number(r.theta), variance: Number(r.variance), answered: r.answered, exists: true },
    ]),
  );
  const items = new Map<string, Held>();
  const touched = new Set<Held>();
  const held = (scope: LearnerAbilitiesTable['scope'], start: () => Belief): Held => {
    let belief = beliefs.get(scope);
    if (!belief) {
      belief = { ...start(), answered: 0, exists: false };
      beliefs.set(scope, belief);
    }
    return belief;
  };
  for (const answer of answers) {
    const question = stored.get(answer.questionId);
    if (!question) continue;
    const { part, difficulty: level } = question.row;
    const { key, type } = partEntry(part);
    const section = held(type, () => PRIOR);
    const partBelief = held(key, () => ({
      mean: section.mean,
      variance: Math.min(PRIOR.variance, section.variance + ABILITY.partSpreadSd ** 2),
    }));
    const calibrated = calibrations.get(answer.questionId);
    const item =
      items.get(answer.questionId) ??
      (calibrated
        ? {
            mean: calibrated.difficulty,
            variance: calibrated.variance,
            answered: calibrated.answers,
            exists: true,
          }
        : { ...itemPrior(level), answered: 0, exists: false });
    const guessing = guessingOf(part);
    // The item moves against the learner's belief before this answer, and the learner against
    // the item's.
    items.set(answer.questionId, {
      ...item,
      ...updateItem(item, partBelief, guessing, answer.correct),
      answered: item.answered + 1,
    });
    for (const belief of [section, partBelief]) {
      Object.assign(belief, updateLearner(belief, item, guessing, answer.correct));
      belief.answered += 1;
      touched.add(belief);
    }
  }
  for (const [scope, b] of beliefs) {
    if (!touched.has(b)) continue;
    await repo.saveAbility(
      trx,
      {
        user_id: userId,
        scope,
        theta: b.mean,
        variance: b.variance,
        answered: b.answered,
        updated_at: at,
      },
      b.exists,
    );
  }
  for (const [questionId, b] of items) {
    await repo.saveCalibration(
      trx,
      {
        question_id: questionId,
        difficulty: b.mean,
        variance: b.variance,
        answers: b.answered,
        updated_at: at,
      },
      b.exists,
    );
  }
}
