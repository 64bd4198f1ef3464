import { describe, expect, it } from 'vitest';
import {
  difficultyOfLevel,
  guessingOf,
  itemPrior,
  PRIOR,
  sectionRange,
  updateItem,
  updateLearner,
  type Belief,
} from './ability.model';

/** Beliefs after a sequence of answers to level-3 Part 5 items. */
const after = (answers: readonly boolean[], start: Belief = PRIOR) =>
  answers.reduce((b, right) => updateLearner(b, itemPrior(3), guessingOf(5), right), start);

describe('the ability model', () => {
  it('is monotone in right answers: turning any wrong answer right never lowers the estimate', () => {
    const base = [true, false, false, true, false, true, false, false, true, false];
    const estimate = after(base).mean;
    base.forEach((right, i) => {
      if (right) return;
      const better = base.map((r, j) => (j === i ? true : r));
      expect(after(better).mean).toBeGreaterThan(estimate);
    });
    // And more right answers out of ten give a higher estimate, all the way.
    const byRight = Array.from(
      { length: 11 },
      (_, k) => after(Array.from({ length: 10 }, (_, i) => i < k)).mean,
    );
    for (let k = 1; k < byRight.length; k++) expect(byRight[k]).toBeGreaterThan(byRight[k - 1]!);
  });

  it('narrows the range with every answer, right or wrong', () => {
    // The half-width is 1.2816 standard deviations; on the score scale it is also rounded and
    // clamped at 5 and 495, so it is checked in logits.
    let belief = PRIOR;
    for (let i = 0; i < 200; i++) {
      const next = updateLearner(belief, itemPrior(1 + (i % 5)), guessingOf(5), i % 3 !== 0);
      expect(next.variance).toBeLessThan(belief.variance);
      belief = next;
    }
    const range = sectionRange(belief);
    expect(range.high - range.low).toBeLessThan(120);
  });

  it('moves an item harder when it is missed and easier when it is answered right', () => {
    const item = { mean: difficultyOfLevel(3), variance: 0.49 };
    const settled = { mean: 0.5, variance: 0.05 };
    expect(updateItem(item, settled, 0.25, false).mean).toBeGreaterThan(item.mean);
    expect(updateItem(item, settled, 0.25, true).mean).toBeLessThan(item.mean);
    // A new learner's answers leave items alone: their belief still sits near the prior.
    expect(updateItem(item, PRIOR, 0.25, false)).toEqual(item);
  });

  it('starts levels in order, each at its score band', () => {
    const levels = [1, 2, 3, 4, 5].map(difficultyOfLevel);
    expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    expect(sectionRange({ mean: difficultyOfLevel(3), variance: 0 }).estimate).toBe(325);
  });
});
