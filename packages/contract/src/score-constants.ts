/**
 * The predicted score and the dashboard (docs/product-rules.md).
 */

export const SCORE_ESTIMATE = {
  weights: { accuracy: 0.6, speed: 0.2, difficulty: 0.2 },
  minSessions: 3,
  recentSessions: 10,
  speedCapQuestionsPerMinute: 1.5,
  difficultyDivisor: 5,
  base: 10,
  span: 980,
  maxConfidence: 0.95,
  sessionsForFullConfidence: 20,
  trendWindow: 3,
  trendThreshold: 5,
} as const;

export const DASHBOARD = {
  listeningShare: 0.53,
  studyDaysCap: 30,
  goalScore: 600,
  scoreBands: [800, 700, 600],
  sessionRowBands: [80, 60],
  historyPageSize: 20,
  completedListLimit: 100,
} as const;
