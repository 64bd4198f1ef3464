/**
 * Likely score range from accuracy per part (our addition to the headline estimate). Pure.
 *
 * Each section (listening = Parts 1–4, reading = Parts 5–7) pools its parts — the accuracy is
 * Σ correct / Σ answered, so every part weighs by how many of its questions were answered — and
 * maps that accuracy to a section score through a raw-to-scaled curve:
 *
 * THE CURVES ARE AN APPROXIMATION, NOT ETS'S CONVERSION TABLE. ETS equates every test form
 * separately and does not publish one fixed table; these are hand-made, monotone (non-decreasing)
 * curves with the usual shape of such tables: flat near chance (4 options → 25 %), steep in the
 * middle, saturating before 100 %, listening converting a little higher than reading for the
 * same accuracy. Points are (accuracy %, scaled score); between points the score is linearly
 * interpolated, then rounded to the nearest 5.
 *
 * Uncertainty: half-width = max(`RANGE_HALF_WIDTH.min`, `RANGE_HALF_WIDTH.k` / √answered).
 * - The floor of 25 is the real test's own standard error of measurement per section: no amount
 *   of practice data makes a prediction sharper than the test itself.
 * - k = 300 ≈ 0.5 × 600: 0.5 / √n is the largest standard error of an accuracy measured on n
 *   questions, and ~600 scaled points per unit of accuracy is the curves' slope in the middle.
 *   So the half-width is about one standard error: ±300 after 1 answer, ±95 after 10, ±30 after
 *   100, the floor from 144 answers on.
 * low is rounded down and high up to 5-point steps (never narrower than ±25 except where a bound
 * clamps it), both clamped to 5–495. A section without answers spans 5–495 with mid 250.
 * total = the sums of the sections; with `options.headline` (the predicted score shown above the
 * range, which comes from a different model) the total is widened, if needed, to contain it.
 */
import { TOEIC_PARTS } from './parts';

export const SECTION_SCALE = { min: 5, max: 495, step: 5 } as const;
export const RANGE_HALF_WIDTH = { min: 25, k: 300 } as const;

export type ScaleSection = 'listening' | 'reading';
export type CurvePoint = readonly [accuracyPercent: number, scaled: number];

/** Approximate listening curve (see the file comment). */
export const LISTENING_CURVE: readonly CurvePoint[] = [
  [0, 5],
  [20, 20],
  [30, 90],
  [40, 160],
  [50, 230],
  [60, 295],
  [70, 355],
  [80, 420],
  [90, 475],
  [95, 495],
  [100, 495],
];

/** Approximate reading curve (see the file comment). */
export const READING_CURVE: readonly CurvePoint[] = [
  [0, 5],
  [20, 5],
  [30, 55],
  [40, 115],
  [50, 180],
  [60, 245],
  [70, 305],
  [80, 365],
  [90, 435],
  [100, 495],
];

const CURVES: Record<ScaleSection, readonly CurvePoint[]> = {
  listening: LISTENING_CURVE,
  reading: READING_CURVE,
};

export interface PartResult {
  /** TOEIC part 1–7; anything else is ignored. */
  part: number;
  answered: number;
  correct: number;
}

export interface SectionRange {
  low: number;
  mid: number;
  high: number;
  /** Questions the section's figures rest on (0 → the full 5–495 range). */
  answered: number;
}

interface ScoreRange {
  listening: SectionRange;
  reading: SectionRange;
  total: { low: number; mid: number; high: number };
}

interface EstimateRangeOptions {
  /** The headline predicted score (10–990); 0 or absent = none. */
  headline?: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const toStep = (x: number, round: (v: number) => number) =>
  round(x / SECTION_SCALE.step) * SECTION_SCALE.step;
const clampSection = (x: number) => clamp(x, SECTION_SCALE.min, SECTION_SCALE.max);
const count = (x: number) => (Number.isFinite(x) && x > 0 ? x : 0);

/** Section score (5–495, 5-point steps) for an accuracy in [0, 1] (clamped). */
export function scaleSection(section: ScaleSection, accuracy: number): number {
  const curve = CURVES[section];
  const percent = clamp(Number.isFinite(accuracy) ? accuracy : 0, 0, 1) * 100;
  let scaled: number = SECTION_SCALE.min;
  for (let i = 1; i < curve.length; i++) {
    const [x0, y0] = curve[i - 1] as CurvePoint;
    const [x1, y1] = curve[i] as CurvePoint;
    if (percent <= x1) {
      scaled = x1 === x0 ? y1 : y0 + ((percent - x0) / (x1 - x0)) * (y1 - y0);
      break;
    }
  }
  return clampSection(toStep(scaled, Math.round));
}

/** Half-width of a section's range for a number of answered questions (> 0). */
export function rangeHalfWidth(answered: number): number {
  return Math.max(RANGE_HALF_WIDTH.min, RANGE_HALF_WIDTH.k / Math.sqrt(answered));
}

const sectionOfPart = (part: number): ScaleSection | null =>
  TOEIC_PARTS.find((p) => p.part === part)?.type ?? null;

function sectionRange(section: ScaleSection, parts: readonly PartResult[]): SectionRange {
  let answered = 0;
  let correct = 0;
  for (const p of parts) {
    if (sectionOfPart(p.part) !== section) continue;
    const a = count(p.answered);
    answered += a;
    correct += Math.min(count(p.correct), a);
  }
  if (answered === 0) {
    const mid = toStep((SECTION_SCALE.min + SECTION_SCALE.max) / 2, Math.round);
    return { low: SECTION_SCALE.min, mid, high: SECTION_SCALE.max, answered: 0 };
  }
  const mid = scaleSection(section, correct / answered);
  const half = rangeHalfWidth(answered);
  return {
    low: clampSection(toStep(mid - half, Math.floor)),
    mid,
    high: clampSection(toStep(mid + half, Math.ceil)),
    answered,
  };
}

/** Likely listening, reading and total score ranges from per-part results. */
export function estimateRange(
  perPart: readonly PartResult[],
  options: EstimateRangeOptions = {},
): ScoreRange {
  const listening = sectionRange('listening', perPart);
  const reading = sectionRange('reading', perPart);
  const total = {
    low: listening.low + reading.low,
    mid: listening.mid + reading.mid,
    high: listening.high + reading.high,
  };
  const headline = options.headline;
  if (typeof headline === 'number' && Number.isFinite(headline) && headline > 0) {
    total.low = Math.min(total.low, toStep(headline, Math.floor));
    total.high = Math.max(total.high, toStep(headline, Math.ceil));
  }
  return { listening, reading, total };
}
