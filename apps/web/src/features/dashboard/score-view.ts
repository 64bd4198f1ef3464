import {
  dashboardFigures,
  estimateScore,
  SCORE_ESTIMATE,
  TOEIC_PARTS,
  type DashboardFigures,
  type PartKey,
  type QuestionType,
  type ScoreTrend,
} from '@toeic-ace/contract/rules';
import type { MockResult, PracticeStats } from '@toeic-ace/contract';

/** Everything the score dashboard shows, derived once from GET /api/practice/stats. */
export interface ScoreView {
  /** null: no estimate yet (fewer than 3 completed scored sessions) — the UI shows "--". */
  score: number | null;
  figures: DashboardFigures;
  /** Sessions still needed before the first estimate (0 once there is one). */
  sessionsNeeded: number;
  range: { low: number; high: number } | null;
  trend: ScoreTrend;
  /** The trend compares two windows of three; below six sessions it cannot say much yet. */
  trendReady: boolean;
  confidence: number;
  completedSessions: number;
  /** 'mock': the score is a recent mock test's (predictScore), the strongest evidence. */
  source: 'mock' | 'practice';
}

/** With `mock` (a recent mock's result, per predictScore) the headline and LC / RC are its. */
export function scoreView(stats: PracticeStats, mock?: MockResult | null): ScoreView {
  const practice = practiceView(stats);
  if (!mock) return practice;
  return {
    ...practice,
    score: mock.total,
    figures: {
      ...dashboardFigures(mock.total, stats.completedSessions),
      listening: mock.listening.scaled,
      reading: mock.reading.scaled,
    },
    sessionsNeeded: 0,
    range: mock.totalRange,
    source: 'mock',
  };
}

function practiceView(stats: PracticeStats): ScoreView {
  const scored = stats.scoreSessions.filter((s) => s.completed && s.score !== null).length;
  const estimated = stats.estimate.estimatedScore;
  const score = estimated > 0 ? estimated : null;
  return {
    score,
    figures: dashboardFigures(score ?? 0, stats.completedSessions),
    sessionsNeeded: score === null ? Math.max(0, SCORE_ESTIMATE.minSessions - scored) : 0,
    range: score === null ? null : { low: stats.range.total.low, high: stats.range.total.high },
    trend: stats.trend,
    trendReady: scored >= 2 * SCORE_ESTIMATE.trendWindow,
    confidence: stats.estimate.confidence,
    completedSessions: stats.completedSessions,
    source: 'practice',
  };
}

export interface TrendPoint {
  id: string;
  completedAt: string;
  /** Percent correct of that session. */
  score: number;
  /** The predicted score right after that session; null before there was one. */
  estimate: number | null;
}

/**
 * The last `limit` completed sessions, oldest first, each with the running estimate as it stood
 * after the session (the estimate over every session up to it).
 */
export function trendPoints(stats: PracticeStats, limit = 20): TrendPoint[] {
  const chronological = stats.scoreSessions.filter((s) => s.score !== null).reverse();
  const start = Math.max(0, chronological.length - limit);
  return chronological.slice(start).map((s, i) => {
    const estimate = estimateScore(chronological.slice(0, start + i + 1)).estimatedScore;
    return {
      id: s.id,
      completedAt: s.completedAt,
      score: s.score ?? 0,
      estimate: estimate > 0 ? estimate : null,
    };
  });
}

export interface PartPoint {
  part: number;
  key: PartKey;
  type: QuestionType;
  /** Percent, null without answers. */
  accuracy: number | null;
  answered: number;
  correct: number;
}

export const partPoints = (stats: PracticeStats): PartPoint[] =>
  TOEIC_PARTS.map(({ part, key, type }) => {
    const p = stats.byPart[key];
    return { part, key, type, accuracy: p.accuracy, answered: p.answered, correct: p.correct };
  });
