/**
 * Results-screen feedback: five tiers whose thresholds are ours to choose. The bands
 * follow how a TOEIC teacher reads a practice set: 90 %+ is test-ready for that level, 75 %+
 * solid, 60 %+ a pass that still leaks points, 40 %+ means the part needs study, below that the
 * level is too hard for now. The texts live in the web app's locales under `results.feedback`.
 */

export const FEEDBACK_TIERS = [
  'excellent',
  'good',
  'keepPractising',
  'needPractice',
  'keepTrying',
] as const;
export type FeedbackTier = (typeof FEEDBACK_TIERS)[number];

/** Lowest score (rounded percent) of each tier, best tier first. */
export const FEEDBACK_THRESHOLDS: Readonly<Record<FeedbackTier, number>> = {
  excellent: 90,
  good: 75,
  keepPractising: 60,
  needPractice: 40,
  keepTrying: 0,
};

/** The tier of a score in percent (0–100); out-of-range or non-finite input is clamped. */
export function feedbackTier(score: number): FeedbackTier {
  const value = Number.isFinite(score) ? Math.min(100, Math.max(0, score)) : 0;
  return FEEDBACK_TIERS.find((tier) => value >= FEEDBACK_THRESHOLDS[tier]) ?? 'keepTrying';
}
