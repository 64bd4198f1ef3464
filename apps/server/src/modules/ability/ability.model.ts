import { ABILITY, optionCountFor } from '@toeic-ace/contract';

/**
 * The ability model's arithmetic (see the contract's ability.ts): pure, so the server's updates
 * and `npm run bench:prediction` run the same code.
 */
export interface Belief {
  /** Mean, logits. */
  mean: number;
  /** Variance, logits². */
  variance: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The guessing floor of a part's items: one over its option count. */
export const guessingOf = (part: number) => 1 / optionCountFor(part);

export const probabilityRight = (theta: number, difficulty: number, guessing: number) =>
  guessing + (1 - guessing - ABILITY.slip) * sigmoid(theta - difficulty);

/** Logits of a section score (5–495), and back (clamped to the scale). */
export const thetaOfSection = (score: number) =>
  (score - ABILITY.sectionMid) / ABILITY.sectionPointsPerLogit;
export const sectionOfTheta = (theta: number) =>
  clamp(ABILITY.sectionMid + theta * ABILITY.sectionPointsPerLogit, 5, 495);

/** A level's starting difficulty: its band centre on the section scale, in logits. */
export const difficultyOfLevel = (level: number) =>
  thetaOfSection(ABILITY.levelBandCentres[clamp(Math.round(level), 1, 5) - 1]! / 2);

export const PRIOR: Belief = { mean: 0, variance: ABILITY.priorSd ** 2 };
export const itemPrior = (level: number): Belief => ({
  mean: difficultyOfLevel(level),
  variance: ABILITY.itemPriorSd ** 2,
});

/**
 * The answer's score gradient and information with respect to θ (the same, negated, for b),
 * with the other side's uncertainty v folded in (the probit approximation: the logistic's slope
 * shrinks by κ = 1 / √(1 + πv/8)), so an uncertain item moves a learner little and an uncertain
 * learner moves an item little: P = c + (1 − c)s, s = σ(κ(θ − b)), P′ = (1 − c)κs(1 − s);
 * gradient = (y − P)·P′ / (P(1 − P)), information = P′² / (P(1 − P)).
 */
function answerTerms(
  theta: number,
  difficulty: number,
  otherVariance: number,
  guessing: number,
  right: boolean,
) {
  const kappa = 1 / Math.sqrt(1 + (Math.PI * otherVariance) / 8);
  const s = sigmoid(kappa * (theta - difficulty));
  const top = 1 - guessing - ABILITY.slip;
  const p = guessing + top * s;
  const slope = top * kappa * s * (1 - s);
  const pq = Math.max(p * (1 - p), 1e-9);
  return { gradient: ((right ? 1 : 0) - p) * (slope / pq), information: (slope * slope) / pq };
}

/** The learner's belief after one answer to an item believed at `item` (a Laplace step). */
export function updateLearner(
  belief: Belief,
  item: Belief,
  guessing: number,
  right: boolean,
): Belief {
  const terms = answerTerms(belief.mean, item.mean, item.variance, guessing, right);
  const variance = 1 / (1 / belief.variance + terms.information);
  return { mean: belief.mean + variance * terms.gradient, variance };
}

/**
 * The item's belief after one answer by a learner believed at `learner`. Only learners whose
 * belief has settled (variance at most ABILITY.calibratingLearnerVariance) move items: a new
 * learner's belief still sits near the prior, and items answered by new learners would be pulled
 * towards the middle with them, squeezing the whole scale.
 */
export function updateItem(
  item: Belief,
  learner: Belief,
  guessing: number,
  right: boolean,
): Belief {
  if (learner.variance > ABILITY.calibratingLearnerVariance) return item;
  const terms = answerTerms(learner.mean, item.mean, learner.variance, guessing, right);
  const variance = Math.max(ABILITY.itemMinVariance, 1 / (1 / item.variance + terms.information));
  return { mean: item.mean - variance * terms.gradient, variance };
}

/** A belief as a score on the section scale with its 80 % range. */
export function sectionRange(belief: Belief) {
  const half = ABILITY.rangeZ * Math.sqrt(belief.variance + ABILITY.modelErrorSd ** 2);
  return {
    estimate: Math.round(sectionOfTheta(belief.mean)),
    low: Math.round(sectionOfTheta(belief.mean - half)),
    high: Math.round(sectionOfTheta(belief.mean + half)),
  };
}

/** The total (10–990) of two sections, its range from both sections' uncertainty. */
export function totalRange(listening: Belief, reading: Belief) {
  const estimate = sectionOfTheta(listening.mean) + sectionOfTheta(reading.mean);
  const sd =
    ABILITY.sectionPointsPerLogit *
    Math.sqrt(listening.variance + reading.variance + 2 * ABILITY.modelErrorSd ** 2);
  const half = ABILITY.rangeZ * sd;
  return {
    estimate: Math.round(estimate),
    low: Math.round(clamp(estimate - half, 10, 990)),
    high: Math.round(clamp(estimate + half, 10, 990)),
  };
}
