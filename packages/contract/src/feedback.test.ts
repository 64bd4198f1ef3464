import { describe, expect, it } from 'vitest';
import { FEEDBACK_THRESHOLDS, FEEDBACK_TIERS, feedbackTier } from './feedback';

describe('feedbackTier', () => {
  it.each([
    [100, 'excellent'],
    [90, 'excellent'],
    [89, 'good'],
    [75, 'good'],
    [74, 'keepPractising'],
    [60, 'keepPractising'],
    [59, 'needPractice'],
    [40, 'needPractice'],
    [39, 'keepTrying'],
    [0, 'keepTrying'],
  ])('%i %% is %s', (score, tier) => {
    expect(feedbackTier(score)).toBe(tier);
  });

  it('clamps scores outside 0–100 and treats NaN as 0', () => {
    expect(feedbackTier(140)).toBe('excellent');
    expect(feedbackTier(-5)).toBe('keepTrying');
    expect(feedbackTier(Number.NaN)).toBe('keepTrying');
  });

  it('lists five tiers, best first, with falling thresholds', () => {
    expect(FEEDBACK_TIERS).toHaveLength(5);
    const thresholds = FEEDBACK_TIERS.map((tier) => FEEDBACK_THRESHOLDS[tier]);
    expect([...thresholds].sort((a, b) => b - a)).toEqual(thresholds);
  });
});
