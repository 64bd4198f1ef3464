/**
 * The dashboard's estimate cases, each computed by hand in the comments, and the properties the
 * dashboard relies on when it shows the headline, its range and the trend together.
 */
import { describe, expect, it } from 'vitest';
import { SCORE_ESTIMATE } from './score-constants';
import { estimateScore, scoreTrend, type ScoreSession } from './score-estimate';
import { estimateRange, type PartResult } from './score-scale';

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2025, 5, 1);

const on = (day: number, fields: Partial<ScoreSession>): ScoreSession => ({
  completed: true,
  score: 70,
  totalQuestions: 10,
  timeSpentSeconds: 600,
  meanLevel: 3,
  completedAt: new Date(EPOCH + day * DAY_MS).toISOString(),
  ...fields,
});

const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

describe('fewer than 3 completed scored sessions', () => {
  it.each([0, 1, 2])('%i sessions → 0 with confidence 0', (n) => {
    const sessions = Array.from({ length: n }, (_, i) => on(i, { score: 100 }));
    expect(estimateScore(sessions)).toMatchObject({ estimatedScore: 0, confidence: 0 });
  });

  it('three sessions of which one is unscored and one in progress still answer 0', () => {
    const sessions = [
      on(1, { score: 90 }),
      on(2, { score: null }),
      on(3, { score: 90, completed: false }),
      on(4, { score: 90 }),
    ];
    expect(estimateScore(sessions)).toMatchObject({ recentSessions: 2, estimatedScore: 0 });
  });
});

describe('exactly 3 sessions, all different', () => {
  // scores 60, 70, 90 → accuracy 2.2 / 3 = 0.73333…
  // speeds 10 q / 10 min = 1, 10 q / 5 min = 2 → capped 1.5, 20 q / 20 min = 1
  //   → mean 3.5 / 3 = 1.16667, normalised / 1.5 = 0.77778
  // levels 2, 3, 4 → mean 3 / 5 = 0.6
  // composite = 0.6·0.73333 + 0.2·0.77778 + 0.2·0.6 = 0.44 + 0.15556 + 0.12 = 0.71556
  // score = round(10 + 980 · 0.71556) = round(711.24) = 711
  // variance of 0.6, 0.7, 0.9 around 0.73333 = (0.017778 + 0.001111 + 0.027778) / 3 = 0.015556
  //   normalised / 0.25 = 0.062222; confidence = 3/20 · (1 − 0.062222) = 0.140667
  const sessions = [
    on(1, { score: 60, meanLevel: 2 }),
    on(2, { score: 70, timeSpentSeconds: 300 }),
    on(3, { score: 90, meanLevel: 4, totalQuestions: 20, timeSpentSeconds: 1_200 }),
  ];

  it('scores 711 with confidence 0.140667', () => {
    const r = estimateScore(sessions);
    expect(r.recentSessions).toBe(3);
    expect(r.estimatedScore).toBe(711);
    expect(r.confidence).toBeCloseTo(0.140667, 6);
  });

  it('is stable: the trend needs two windows of three', () => {
    expect(scoreTrend(sessions)).toBe('stable');
  });
});

describe('10+ sessions', () => {
  // days 1–2: score 0 at level 1 (too old to count); days 3–12: 70 on odd days, 90 on even days,
  // level 4, 10 questions in 500 s (1.2 q/min).
  // used: the 10 latest → accuracy 0.8, speed 1.2 / 1.5 = 0.8, difficulty 4 / 5 = 0.8
  // composite 0.8 → round(10 + 784) = 794
  // confidence: all 12 count → 12/20 = 0.6; variance of 0.7/0.9 = 0.01 → 0.04; 0.6 · 0.96 = 0.576
  // trend: days 12, 11, 10 = 90 + 70 + 90 = 250 against days 9, 8, 7 = 70 + 90 + 70 = 230:
  //   +20 over three sessions = +6.67 per session > +5 → improving
  const sessions = [
    on(1, { score: 0, meanLevel: 1 }),
    on(2, { score: 0, meanLevel: 1 }),
    ...Array.from({ length: 10 }, (_, i) =>
      on(i + 3, { score: (i + 3) % 2 === 1 ? 70 : 90, meanLevel: 4, timeSpentSeconds: 500 }),
    ),
  ];

  it('uses the 10 most recent and counts all 12 for confidence', () => {
    const r = estimateScore(sessions);
    expect(r.recentSessions).toBe(10);
    expect(r.estimatedScore).toBe(794);
    expect(r.confidence).toBeCloseTo(0.576, 12);
  });

  it('is improving', () => {
    expect(scoreTrend(sessions)).toBe('improving');
  });
});

describe('speed cap', () => {
  it('counts 4 questions a minute as 1.5', () => {
    // 20 q in 5 min = 4 → 1.5 → speed 1; composite = 0.6·0.5 + 0.2 + 0.2·0.2 = 0.54 → 539
    const fast = [1, 2, 3].map((d) =>
      on(d, { score: 50, meanLevel: 1, totalQuestions: 20, timeSpentSeconds: 300 }),
    );
    expect(estimateScore(fast).estimatedScore).toBe(539);
  });

  it('gives partial credit just below the cap', () => {
    // 14 q in 10 min = 1.4 → 1.4 / 1.5; composite = 0.3 + 0.18667 + 0.04 = 0.52667 → 526
    const below = [1, 2, 3].map((d) => on(d, { score: 50, meanLevel: 1, totalQuestions: 14 }));
    expect(estimateScore(below).estimatedScore).toBe(526);
  });
});

describe('confidence bounds', () => {
  it.each([
    [3, 0.15],
    [10, 0.5],
    [18, 0.9],
    [19, 0.95],
    [40, 0.95],
  ])('%i identical sessions → %f', (n, expected) => {
    const sessions = Array.from({ length: n }, (_, i) => on(i, { score: 75 }));
    expect(estimateScore(sessions).confidence).toBeCloseTo(expected, 12);
  });

  it('is 0 when the scores used swing between 0 and 100', () => {
    const sessions = Array.from({ length: 10 }, (_, i) => on(i, { score: i % 2 ? 100 : 0 }));
    expect(estimateScore(sessions).confidence).toBe(0);
  });
});

describe('trend boundaries at ±5 per session', () => {
  it.each([
    ['+5 exactly (sum +15)', [60, 60, 60], [65, 65, 65], 'stable'],
    ['+5.33 (sum +16)', [60, 60, 60], [66, 65, 65], 'improving'],
    ['−5 exactly (sum −15)', [65, 65, 65], [60, 60, 60], 'stable'],
    ['−5.33 (sum −16)', [66, 65, 65], [60, 60, 60], 'declining'],
  ] as const)('%s', (_label, before, latest, expected) => {
    const sessions = [...before, ...latest].map((score, i) => on(i, { score }));
    // in-progress and unscored sessions in between change nothing
    sessions.splice(3, 0, on(3.5, { score: 0, completed: false }), on(3.6, { score: null }));
    expect(scoreTrend(sessions)).toBe(expected);
  });
});

describe('properties of the dashboard figures together', () => {
  const random = prng(5_2025);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

  const history = (): ScoreSession[] =>
    Array.from({ length: int(0, 25) }, (_, i) =>
      on(i, {
        score: int(0, 100),
        totalQuestions: int(5, 20),
        timeSpentSeconds: int(0, 2_400),
        meanLevel: int(1, 5),
        completed: random() < 0.9,
      }),
    );
  const parts = (): PartResult[] =>
    Array.from({ length: int(0, 7) }, (_, i) => {
      const answered = int(0, 120);
      return { part: i + 1, answered, correct: int(0, answered) };
    });

  it('the headline is 0 or 10–990, confidence ≤ 0.95, and the range always contains it', () => {
    for (let i = 0; i < 3_000; i++) {
      const sessions = history();
      const estimate = estimateScore(sessions);
      const headline = estimate.estimatedScore;
      if (headline !== 0) {
        expect(headline).toBeGreaterThanOrEqual(SCORE_ESTIMATE.base);
        expect(headline).toBeLessThanOrEqual(SCORE_ESTIMATE.base + SCORE_ESTIMATE.span);
      }
      expect(estimate.confidence).toBeGreaterThanOrEqual(0);
      expect(estimate.confidence).toBeLessThanOrEqual(SCORE_ESTIMATE.maxConfidence);

      const { total } = estimateRange(parts(), { headline });
      expect(total.low).toBeGreaterThanOrEqual(10);
      expect(total.high).toBeLessThanOrEqual(990);
      if (headline !== 0) {
        expect(total.low).toBeLessThanOrEqual(headline);
        expect(total.high).toBeGreaterThanOrEqual(headline);
      }
    }
  });
});
