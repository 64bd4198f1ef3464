/**
 * The ability estimate behind adaptive sets and the model's predicted score (our addition to the
 * headline predicted score of docs/product-rules.md). Choices made here once:
 * - Model: a Rasch model with a fixed guessing floor, P(right) = c + (1 − c)·σ(θ − b), where c is
 *   one over the item's option count (¼, Part 2 ⅓), θ the learner's ability and b the item's
 *   difficulty, both in logits.
 * - Scale: a section score S (5–495) stands for θ = (S − 250) / ABILITY.sectionPointsPerLogit;
 *   a part's estimate is on the section scale too; the total is the sum of the sections.
 * - Item difficulty starts from the bank level: level L is pitched at the centre of its score
 *   band (under 500, 500–600, … over 800 → 450, 550, 650, 750, 850 total, half that a section),
 *   and is updated from every learner's answers.
 * - Updates: after each answer, a one-step Bayesian (Laplace) update of a normal belief about θ
 *   (and about b): the variance shrinks by the answer's information, the mean moves by the
 *   variance times the score gradient. A right answer never lowers an estimate; every answer
 *   narrows its range.
 * - Ranges: 80 % intervals (±1.2816 standard deviations), clamped to the scale.
 */
import { z } from 'zod';

export const ABILITY = {
  sectionPointsPerLogit: 80,
  sectionMid: 250,
  /** Prior of a section's ability before any answer: mean 0 (250 a section), sd 1.5 logits. */
  priorSd: 1.5,
  /** How far a part may sit from its section: a new part starts at the section's belief widened by this. */
  partSpreadSd: 0.7,
  /** Total score at the centre of each level's band (level 1 … 5). */
  levelBandCentres: [450, 550, 650, 750, 850],
  /** Prior sd of an item's difficulty around its level's value. */
  itemPriorSd: 0.7,
  /** An item's difficulty is never taken as known better than this (variance, logits²). */
  itemMinVariance: 0.01,
  /** Answers move an item's difficulty only from learners this settled (variance, logits²). */
  calibratingLearnerVariance: 0.1,
  /** Chance that a learner who knows the answer still picks another (a slip). */
  slip: 0.04,
  /**
   * What the model cannot see however many answers come in (items off their level, a learner's
   * form on the day), in logits: added to every range's variance, per section.
   */
  modelErrorSd: 0.25,
  /** z of an 80 % two-sided interval. */
  rangeZ: 1.2816,
  /** Adaptive sets aim at items the learner gets right this often (before guessing). */
  targetSuccess: 0.6,
} as const;

const rangeSchema = z.object({
  estimate: z.number(),
  low: z.number(),
  high: z.number(),
  answered: z.number().int().min(0),
});

export const abilitySchema = z.object({
  /** Per part, on the section scale (5–495). */
  parts: z.array(rangeSchema.extend({ part: z.number().int().min(1).max(7) })),
  /** Section scores (5–495). */
  listening: rangeSchema,
  reading: rangeSchema,
  /** 10–990: the sum of the sections, its range from both sections' uncertainty. */
  total: rangeSchema,
});
export type Ability = z.infer<typeof abilitySchema>;
