import { describe, expect, it } from 'vitest';
import { DASHBOARD, SCORE_ESTIMATE } from './score-constants';
import {
  completedScoredSessions,
  dashboardFigures,
  estimateScore,
  SCORE_TRENDS,
  scoreBand,
  scoreTrend,
  type ScoreSession,
} from './score-estimate';
import { scoreEstimateSchema } from './score-estimate-schema';

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2025, 0, 1);
const dayIso = (day: number) => new Date(EPOCH + day * DAY_MS).toISOString();

/** Default: 10 questions in 10 minutes (1 per minute), level 3, completed on day `day`. */
const session = (day: number, overrides: Partial<ScoreSession> = {}): ScoreSession => ({
  completed: true,
  score: 80,
  totalQuestions: 10,
  timeSpentSeconds: 600,
  meanLevel: 3,
  completedAt: dayIso(day),
  ...overrides,
});

/** Sessions on days 1, 2, … (oldest first) with the given scores. */
const withScores = (scores: number[], overrides: Partial<ScoreSession> = {}) =>
  scores.map((score, i) => session(i + 1, { ...overrides, score }));

/** Small seeded PRNG (mulberry32) so property tests are reproducible. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

describe('estimateScore: not enough sessions', () => {
  it('answers 0 with no sessions', () => {
    expect(estimateScore([])).toEqual({
      recentSessions: 0,
      weights: SCORE_ESTIMATE.weights,
      estimatedScore: 0,
      confidence: 0,
    });
  });

  it(`answers 0 below SCORE_ESTIMATE.minSessions (${SCORE_ESTIMATE.minSessions})`, () => {
    const r = estimateScore(withScores([90, 95]));
    expect(r).toMatchObject({ recentSessions: 2, estimatedScore: 0, confidence: 0 });
  });

  it('does not count incomplete or unscored sessions', () => {
    const sessions = [
      session(1),
      session(2),
      session(3, { completed: false }),
      session(4, { score: null }),
      session(5, { score: Number.NaN }),
    ];
    expect(estimateScore(sessions)).toMatchObject({ recentSessions: 2, estimatedScore: 0 });
    expect(estimateScore([...sessions, session(6)]).estimatedScore).toBeGreaterThan(0);
  });
});

describe('estimateScore: hand-computed cases', () => {
  it('exactly 3 sessions', () => {
    // accuracy 0.8; speed (1 q/min) / 1.5 = 2/3; difficulty 3 / 5 = 0.6
    // composite = 0.6·0.8 + 0.2·2/3 + 0.2·0.6 = 0.48 + 0.1333… + 0.12 = 0.7333…
    // score = round(10 + 980 · 0.7333…) = round(728.67) = 729; confidence = 3/20 · (1 − 0) = 0.15
    expect(estimateScore(withScores([80, 80, 80]))).toEqual({
      recentSessions: 3,
      weights: { accuracy: 0.6, speed: 0.2, difficulty: 0.2 },
      estimatedScore: 729,
      confidence: 0.15,
    });
  });

  it('caps speed at 1.5 questions per minute', () => {
    // 10 questions in 60 s = 10 q/min → capped to 1.5 → speed 1
    // composite = 0.6·0.5 + 0.2·1 + 0.2·(1/5) = 0.3 + 0.2 + 0.04 = 0.54 → round(539.2) = 539
    const fast = withScores([50, 50, 50], { timeSpentSeconds: 60, meanLevel: 1 });
    expect(estimateScore(fast).estimatedScore).toBe(539);
    // exactly at the cap (15 questions in 10 minutes) scores the same
    const atCap = withScores([50, 50, 50], { totalQuestions: 15, meanLevel: 1 });
    expect(estimateScore(atCap).estimatedScore).toBe(539);
  });

  it('averages speed over sessions that have a duration', () => {
    // speeds: 1 q/min, 1.5 q/min (capped from 3), no duration (left out) → mean 1.25 / 1.5 = 5/6
    // composite = 0.6·0.6 + 0.2·5/6 + 0.2·0.4 = 0.36 + 0.1667 + 0.08 = 0.6067 → round(604.53) = 605
    const sessions = [
      session(1, { score: 60, meanLevel: 2 }),
      session(2, { score: 60, meanLevel: 2, timeSpentSeconds: 200 }),
      session(3, { score: 60, meanLevel: 2, timeSpentSeconds: 0 }),
    ];
    expect(estimateScore(sessions).estimatedScore).toBe(605);
  });

  it('gives no speed credit when no session has a duration', () => {
    // composite = 0.6·1 + 0 + 0.2·1 = 0.8 → round(794) = 794
    const sessions = withScores([100, 100, 100], { timeSpentSeconds: 0, meanLevel: 5 });
    expect(estimateScore(sessions).estimatedScore).toBe(794);
  });

  it('reaches 990 with perfect sessions and the lowest possible score otherwise', () => {
    const perfect = withScores([100, 100, 100], { totalQuestions: 20, meanLevel: 5 });
    expect(estimateScore(perfect).estimatedScore).toBe(990);
    // composite = 0 + 0 + 0.2·(1/5) = 0.04 → round(49.2) = 49
    const worst = withScores([0, 0, 0], { timeSpentSeconds: 0, meanLevel: 1 });
    expect(estimateScore(worst).estimatedScore).toBe(49);
  });

  it('clamps difficulty to 1–5 and reads a non-finite level as the default', () => {
    const high = withScores([80, 80, 80], { meanLevel: 9 });
    const five = withScores([80, 80, 80], { meanLevel: 5 });
    expect(estimateScore(high)).toEqual(estimateScore(five));
    const nan = withScores([80, 80, 80], { meanLevel: Number.NaN });
    expect(estimateScore(nan).estimatedScore).toBe(729);
  });

  it('clamps scores to 0–100', () => {
    expect(estimateScore(withScores([150, 150, 150]))).toEqual(
      estimateScore(withScores([100, 100, 100])),
    );
  });

  it('uses the 10 most recent sessions, by completedAt', () => {
    // days 1–2 score 0, days 3–12 score 100: only the 100s are used
    const sessions = withScores([0, 0, ...Array<number>(10).fill(100)], {
      totalQuestions: 15,
      meanLevel: 5,
    });
    const r = estimateScore(sessions);
    expect(r.recentSessions).toBe(SCORE_ESTIMATE.recentSessions);
    expect(r.estimatedScore).toBe(990);
    // all 12 count for confidence: 12/20 · (1 − 0) = 0.6
    expect(r.confidence).toBeCloseTo(0.6, 12);
    // input order does not matter
    expect(estimateScore([...sessions].reverse())).toEqual(r);
    expect(estimateScore([...sessions.slice(5), ...sessions.slice(0, 5)])).toEqual(r);
  });
});

describe('estimateScore: confidence', () => {
  it('caps at 0.95', () => {
    const many = withScores(Array<number>(25).fill(70));
    expect(estimateScore(many).confidence).toBe(SCORE_ESTIMATE.maxConfidence);
    const twenty = withScores(Array<number>(20).fill(70));
    expect(estimateScore(twenty).confidence).toBe(SCORE_ESTIMATE.maxConfidence);
  });

  it('falls with the variance of scores', () => {
    // fractions 0.6, 0.8, 0.6, 0.8: mean 0.7, variance 0.01, normalised 0.01 / 0.25 = 0.04
    // confidence = 4/20 · (1 − 0.04) = 0.192
    expect(estimateScore(withScores([60, 80, 60, 80])).confidence).toBeCloseTo(0.192, 12);
  });

  it('is 0 at the largest possible variance', () => {
    // fractions 0, 1, 0, 1: variance 0.25 → normalised 1
    expect(estimateScore(withScores([0, 100, 0, 100])).confidence).toBe(0);
  });

  it('takes the variance from the sessions used', () => {
    // the wild old sessions fall outside the 10 most recent
    const sessions = withScores([0, 100, 0, 100, ...Array<number>(10).fill(75)]);
    expect(estimateScore(sessions).confidence).toBeCloseTo(14 / 20, 12);
  });
});

describe('estimateScore: output', () => {
  it('returns a copy of the weights', () => {
    const r = estimateScore([]);
    r.weights.accuracy = 1;
    expect(SCORE_ESTIMATE.weights.accuracy).toBe(0.6);
  });

  it('matches scoreEstimateSchema', () => {
    expect(scoreEstimateSchema.safeParse(estimateScore(withScores([80, 80, 80]))).success).toBe(
      true,
    );
    expect(scoreEstimateSchema.safeParse({ ...estimateScore([]), estimatedScore: 5 }).success).toBe(
      false,
    );
  });
});

describe('completedScoredSessions', () => {
  it('orders newest first, unparsable dates last, ties in input order', () => {
    const a = session(1, { score: 1 });
    const b = session(3, { score: 2 });
    const c = session(3, { score: 3 });
    const d = session(2, { score: 4, completedAt: 'not a date' });
    const e = session(2, { score: 5 });
    expect(completedScoredSessions([a, b, c, d, e]).map((s) => s.score)).toEqual([2, 3, 5, 1, 4]);
  });
});

describe('scoreTrend', () => {
  it('is stable with fewer than 6 sessions', () => {
    expect(scoreTrend([])).toBe('stable');
    expect(scoreTrend(withScores([0, 0, 100, 100, 100]))).toBe('stable');
  });

  it.each([
    ['improving above +5', [80, 80, 80, 90, 90, 90], 'improving'],
    ['stable at exactly +5', [80, 80, 80, 85, 85, 85], 'stable'],
    ['stable at exactly +5 with fractional means', [75, 75, 76, 81, 80, 80], 'stable'],
    ['improving just above +5', [80, 80, 80, 86, 85, 85], 'improving'],
    ['stable at exactly −5', [85, 85, 85, 80, 80, 80], 'stable'],
    ['stable at exactly −5 with fractional means', [81, 80, 80, 75, 75, 76], 'stable'],
    ['declining just below −5', [86, 85, 85, 80, 80, 80], 'declining'],
    ['declining', [90, 90, 90, 50, 60, 70], 'declining'],
    ['stable with no change', [70, 70, 70, 70, 70, 70], 'stable'],
  ] as const)('%s', (_label, scores, expected) => {
    expect(scoreTrend(withScores([...scores]))).toBe(expected);
  });

  it('compares only the latest six, by completedAt, and ignores incomplete sessions', () => {
    const sessions = [
      ...withScores([0, 80, 80, 80, 90, 90, 90]),
      session(8, { score: 0, completed: false }),
      session(9, { score: null }),
    ];
    expect(scoreTrend(sessions)).toBe('improving');
    expect(scoreTrend([...sessions].reverse())).toBe('improving');
  });
});

describe('dashboardFigures', () => {
  it('splits the score, counts study days and the goal', () => {
    expect(dashboardFigures(700, 12)).toEqual({
      listening: 371, // round(700 · 0.53)
      reading: 329,
      studyDays: 12,
      goalPercent: 100, // min(700 / 600 · 100, 100)
      band: 'good',
    });
    expect(dashboardFigures(300, 45)).toEqual({
      listening: 159,
      reading: 141,
      studyDays: DASHBOARD.studyDaysCap,
      goalPercent: 50,
      band: 'low',
    });
  });

  it('answers zeros without an estimate', () => {
    expect(dashboardFigures(0, 0)).toEqual({
      listening: 0,
      reading: 0,
      studyDays: 0,
      goalPercent: 0,
      band: 'low',
    });
  });

  it('keeps listening + reading = score over the whole scale', () => {
    for (let score = 0; score <= 990; score++) {
      const f = dashboardFigures(score, 1);
      expect(f.listening + f.reading).toBe(score);
      expect(Math.abs(f.listening - score * DASHBOARD.listeningShare)).toBeLessThanOrEqual(0.5);
    }
  });

  it('leaves goalPercent unrounded and caps it at 100', () => {
    expect(dashboardFigures(500, 1).goalPercent).toBeCloseTo(83.333, 3);
    expect(dashboardFigures(600, 1).goalPercent).toBe(100);
    expect(dashboardFigures(990, 1).goalPercent).toBe(100);
  });

  it('caps study days at 30', () => {
    expect(dashboardFigures(500, 30).studyDays).toBe(30);
    expect(dashboardFigures(500, 31).studyDays).toBe(30);
    expect(dashboardFigures(500, 29).studyDays).toBe(29);
  });

  it('treats invalid numbers as 0', () => {
    expect(dashboardFigures(Number.NaN, -3)).toEqual(dashboardFigures(0, 0));
  });
});

describe('scoreBand', () => {
  it.each([
    [990, 'excellent'],
    [800, 'excellent'],
    [799, 'good'],
    [700, 'good'],
    [699, 'fair'],
    [600, 'fair'],
    [599, 'low'],
    [0, 'low'],
  ] as const)('%i → %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
    expect(dashboardFigures(score, 1).band).toBe(band);
  });
});

describe('properties (seeded pseudo-random sessions)', () => {
  const random = prng(20_250_101);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

  const randomSessions = (): ScoreSession[] => {
    const days = new Set<number>();
    while (days.size < int(0, 30)) days.add(int(0, 3_650));
    return [...days].map((day) => ({
      completed: random() < 0.85,
      score: random() < 0.1 ? null : pick([int(0, 100), int(0, 100), int(-50, 150), 0, 100]),
      totalQuestions: pick([0, 5, 10, 15, 20, int(0, 200)]),
      timeSpentSeconds: pick([0, -5, int(1, 60), int(60, 3_600), Number.NaN]),
      meanLevel: pick([1, 2, 3, 4, 5, random() * 5, int(-2, 9), Number.NaN]),
      completedAt: random() < 0.05 ? 'garbage' : dayIso(day),
    }));
  };

  it('estimatedScore is 0 below 3 sessions, else an integer in 10–990; confidence in [0, 0.95]', () => {
    for (let i = 0; i < 2_000; i++) {
      const sessions = randomSessions();
      const r = estimateScore(sessions);
      const eligible = completedScoredSessions(sessions).length;
      if (eligible < SCORE_ESTIMATE.minSessions) {
        expect(r.estimatedScore).toBe(0);
        expect(r.confidence).toBe(0);
      } else {
        expect(Number.isInteger(r.estimatedScore)).toBe(true);
        expect(r.estimatedScore).toBeGreaterThanOrEqual(SCORE_ESTIMATE.base);
        expect(r.estimatedScore).toBeLessThanOrEqual(SCORE_ESTIMATE.base + SCORE_ESTIMATE.span);
      }
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(SCORE_ESTIMATE.maxConfidence);
      expect(r.recentSessions).toBe(Math.min(eligible, SCORE_ESTIMATE.recentSessions));
      expect(scoreEstimateSchema.safeParse(r).success).toBe(true);
      expect(SCORE_TRENDS).toContain(scoreTrend(sessions));
    }
  });

  it('does not depend on input order when dates are distinct', () => {
    for (let i = 0; i < 300; i++) {
      const sessions = randomSessions().filter((s) => s.completedAt !== 'garbage');
      const shuffled = [...sessions].sort(() => random() - 0.5);
      expect(estimateScore(shuffled)).toEqual(estimateScore(sessions));
      expect(scoreTrend(shuffled)).toBe(scoreTrend(sessions));
    }
  });

  it('a better score in the latest session never lowers the estimate', () => {
    for (let i = 0; i < 500; i++) {
      const sessions = withScores(
        Array.from({ length: int(3, 15) }, () => int(0, 99)),
        { meanLevel: int(1, 5), timeSpentSeconds: int(60, 1_200) },
      );
      const latest = sessions.at(-1) as ScoreSession;
      const better = [...sessions.slice(0, -1), { ...latest, score: (latest.score ?? 0) + 1 }];
      expect(estimateScore(better).estimatedScore).toBeGreaterThanOrEqual(
        estimateScore(sessions).estimatedScore,
      );
    }
  });
});
