/**
 * Predicted TOEIC score, score trend and dashboard figures (docs/product-rules.md). Pure functions
 * shared by server and web; every number comes from `SCORE_ESTIMATE` / `DASHBOARD`.
 *
 * Choices the product rules leave open, made here once:
 * - A session counts when `completed` is true and `score` is a finite number ("completed scored
 *   sessions"). Scores are clamped to 0–100.
 * - "Most recent" orders by `completedAt` (newest first); an unparsable date sorts as oldest;
 *   equal dates keep their input order.
 * - Every component is a mean over the sessions used, so each session weighs the same:
 *   accuracy = mean score / 100; speed = mean over sessions of
 *   min(questions per minute, cap) / cap — sessions without a positive duration or question
 *   count carry no speed information and are left out of that mean (no session with timing →
 *   speed 0, no credit without evidence); difficulty = mean level / 5, a level clamped to 1–5
 *   and a non-finite one read as `PRACTICE.defaultLevel`.
 * - Confidence = min(0.95, (n / 20) × (1 − v)), where n is the number of ALL completed scored
 *   sessions (the rule's "session count, 20 for full" — counting only the 10 used would cap it
 *   at 0.5) and v is the population variance of the used sessions' scores as fractions
 *   (score / 100) divided by 0.25, the largest variance a value in [0, 1] can have. So v is in
 *   [0, 1] and confidence in [0, 0.95]: consistent scores and many sessions → high confidence.
 * - Below `minSessions` the estimate is 0 with confidence 0 (the UI shows "--").
 */
import { DASHBOARD, SCORE_ESTIMATE } from './score-constants';
import { PRACTICE } from './constants';
import type { ScoreEstimate } from './score-estimate-schema';

/** The fields of a practice session the estimate reads. */
export interface ScoreSession {
  completed: boolean;
  /** Percent correct, 0–100; null while unscored. */
  score: number | null;
  totalQuestions: number;
  timeSpentSeconds: number;
  /** Mean level of the session's questions, 1–5. */
  meanLevel: number;
  /** ISO-8601 timestamp. */
  completedAt: string;
}

export const SCORE_TRENDS = ['improving', 'declining', 'stable'] as const;

export type ScoreTrend = (typeof SCORE_TRENDS)[number];

/** Highest band first, aligned with `DASHBOARD.scoreBands`; below the last threshold: 'low'. */
const SCORE_BANDS = ['excellent', 'good', 'fair', 'low'] as const;

export type ScoreBand = (typeof SCORE_BANDS)[number];

export interface DashboardFigures {
  /** LC part: round(score × `DASHBOARD.listeningShare`). */
  listening: number;
  /** RC part: the rest, so listening + reading = score. */
  reading: number;
  studyDays: number;
  /** min(score / goal × 100, 100), unrounded. */
  goalPercent: number;
  band: ScoreBand;
}

/** Largest population variance of values in [0, 1]. */
const MAX_UNIT_VARIANCE = 0.25;

const SECONDS_PER_MINUTE = 60;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const isPositive = (x: number) => Number.isFinite(x) && x > 0;

const scoreOf = (s: ScoreSession) => clamp(s.score ?? 0, 0, 100);

const isScored = (s: ScoreSession): boolean =>
  s.completed === true && typeof s.score === 'number' && Number.isFinite(s.score);

const timeOf = (iso: string): number => {
  const t = typeof iso === 'string' ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/** Completed scored sessions, newest first (ties keep input order). */
export function completedScoredSessions(sessions: readonly ScoreSession[]): ScoreSession[] {
  return sessions
    .filter(isScored)
    .map((s, i) => ({ s, t: timeOf(s.completedAt), i }))
    .sort((a, b) => (a.t === b.t ? a.i - b.i : b.t - a.t))
    .map((x) => x.s);
}

const speedOf = (s: ScoreSession): number | null => {
  if (!isPositive(s.totalQuestions) || !isPositive(s.timeSpentSeconds)) return null;
  const perMinute = s.totalQuestions / (s.timeSpentSeconds / SECONDS_PER_MINUTE);
  return Math.min(perMinute, SCORE_ESTIMATE.speedCapQuestionsPerMinute);
};

const levelOf = (s: ScoreSession): number =>
  Number.isFinite(s.meanLevel)
    ? clamp(s.meanLevel, PRACTICE.levelMin, PRACTICE.levelMax)
    : PRACTICE.defaultLevel;

/**
 * The predicted score: round(10 + 980 × (0.6 accuracy + 0.2 speed + 0.2 difficulty)) over the
 * latest completed sessions (choices documented at the top of this file).
 */
export function estimateScore(sessions: readonly ScoreSession[]): ScoreEstimate {
  const scored = completedScoredSessions(sessions);
  const used = scored.slice(0, SCORE_ESTIMATE.recentSessions);
  const weights = { ...SCORE_ESTIMATE.weights };
  if (scored.length < SCORE_ESTIMATE.minSessions) {
    return { recentSessions: used.length, weights, estimatedScore: 0, confidence: 0 };
  }

  const fractions = used.map((s) => scoreOf(s) / 100);
  const accuracy = mean(fractions);
  const speeds = used.map(speedOf).filter((v): v is number => v !== null);
  const speed = speeds.length === 0 ? 0 : mean(speeds) / SCORE_ESTIMATE.speedCapQuestionsPerMinute;
  const difficulty = mean(used.map(levelOf)) / SCORE_ESTIMATE.difficultyDivisor;

  const composite =
    weights.accuracy * accuracy + weights.speed * speed + weights.difficulty * difficulty;
  const top = SCORE_ESTIMATE.base + SCORE_ESTIMATE.span;
  const estimatedScore = clamp(
    Math.round(SCORE_ESTIMATE.base + SCORE_ESTIMATE.span * composite),
    SCORE_ESTIMATE.base,
    top,
  );

  const variance = mean(fractions.map((p) => (p - accuracy) ** 2));
  const spread = clamp(variance / MAX_UNIT_VARIANCE, 0, 1);
  const confidence = clamp(
    (scored.length / SCORE_ESTIMATE.sessionsForFullConfidence) * (1 - spread),
    0,
    SCORE_ESTIMATE.maxConfidence,
  );

  return { recentSessions: used.length, weights, estimatedScore, confidence };
}

/**
 * Score trend: mean score of the latest `trendWindow` completed scored sessions against the
 * `trendWindow` before them; more than +`trendThreshold` points → improving, less than −threshold
 * → declining, otherwise (exactly ±threshold included) stable. Fewer than two windows → stable.
 * Compares sums (difference of means × window) so the ±5 boundary is exact in floating point.
 */
export function scoreTrend(sessions: readonly ScoreSession[]): ScoreTrend {
  const window = SCORE_ESTIMATE.trendWindow;
  const scored = completedScoredSessions(sessions);
  if (scored.length < 2 * window) return 'stable';
  const sum = (xs: ScoreSession[]) => xs.reduce((a, s) => a + scoreOf(s), 0);
  const difference = sum(scored.slice(0, window)) - sum(scored.slice(window, 2 * window));
  const threshold = SCORE_ESTIMATE.trendThreshold * window;
  if (difference > threshold) return 'improving';
  if (difference < -threshold) return 'declining';
  return 'stable';
}

/** The band of a score by `DASHBOARD.scoreBands` (a threshold belongs to the higher band). */
export function scoreBand(score: number): ScoreBand {
  const index = DASHBOARD.scoreBands.findIndex((threshold) => score >= threshold);
  return index === -1 ? 'low' : (SCORE_BANDS[index] ?? 'low');
}

/**
 * Dashboard figures (listening share, study days, goal percentage, band) for an estimated
 * score (0 = no estimate: everything 0 and band
 * 'low'; the UI shows "--" for it) and a session count. Invalid numbers count as 0.
 */
export function dashboardFigures(estimatedScore: number, sessionCount: number): DashboardFigures {
  const top = SCORE_ESTIMATE.base + SCORE_ESTIMATE.span;
  const score = Number.isFinite(estimatedScore) ? clamp(estimatedScore, 0, top) : 0;
  const sessions = Number.isFinite(sessionCount) ? Math.max(0, Math.floor(sessionCount)) : 0;
  const listening = Math.round(score * DASHBOARD.listeningShare);
  return {
    listening,
    reading: score - listening,
    studyDays: Math.min(sessions, DASHBOARD.studyDaysCap),
    goalPercent: Math.min((score / DASHBOARD.goalScore) * 100, 100),
    band: scoreBand(score),
  };
}
