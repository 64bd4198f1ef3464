import {
  TOEIC_PARTS,
  estimateRange,
  estimateScore,
  scoreTrend,
  type AccuracyStats,
  type PartKey,
  type PracticeStats,
  type QuestionType,
} from '@toeic-ace/contract';
import { time } from '../../db/codec';
import type { Db } from '../../db/schema';
import * as repo from './practice.stats.repository';

const DAY_MS = 86_400_000;
const oneDecimal = (x: number) => Math.round(x * 10) / 10;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const dayBefore = (day: string) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS));

/** Consecutive active days ending today, or yesterday when today has no activity yet. */
export function currentStreak(activeDays: readonly string[], now: Date): number {
  const active = new Set(activeDays);
  const today = utcDay(now);
  let day = active.has(today) ? today : dayBefore(today);
  let streak = 0;
  while (active.has(day)) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}

function accuracy(rows: readonly repo.PartRow[]): AccuracyStats {
  const questions = rows.reduce((n, r) => n + r.questions, 0);
  const answered = rows.reduce((n, r) => n + r.answered, 0);
  const correct = rows.reduce((n, r) => n + r.correct, 0);
  const percent = answered === 0 ? null : oneDecimal((100 * correct) / answered);
  return { questions, answered, correct, accuracy: percent };
}

/** The statistics of one user (only their own rows are read); "now" decides the streak. */
export async function practiceStats(db: Db, userId: string, now: Date): Promise<PracticeStats> {
  const totals = await repo.sessionTotals(db, userId);
  const questionsAnswered = await repo.countAnswers(db, userId);
  const parts = await repo.partResults(db, userId);
  const sessions = await repo.completedSessions(db, userId);
  const days = await repo.activityDates(db, userId);

  const ofPart = (part: number) => parts.filter((r) => r.part === part);
  const ofType = (type: QuestionType) =>
    parts.filter((r) => TOEIC_PARTS.find((p) => p.part === r.part)?.type === type);
  const byPart = Object.fromEntries(
    TOEIC_PARTS.map((p) => [p.key, accuracy(ofPart(p.part))]),
  ) as Record<PartKey, AccuracyStats>;

  const scoreSessions = sessions.map((s) => ({
    id: s.id,
    type: s.type,
    completed: true,
    score: s.score,
    totalQuestions: s.questions,
    timeSpentSeconds: s.timeSpent,
    meanLevel: s.meanLevel ?? s.level,
    completedAt: time.fromDb(s.completedAt),
  }));
  const scored = sessions.filter((s) => s.score !== null);
  const estimate = estimateScore(scoreSessions);

  return {
    totalSessions: totals.total,
    completedSessions: totals.completed,
    questionsAnswered,
    averageScore:
      scored.length === 0
        ? null
        : oneDecimal(scored.reduce((n, s) => n + (s.score ?? 0), 0) / scored.length),
    totalTimeSpent: sessions.reduce((n, s) => n + s.timeSpent, 0),
    overall: accuracy(parts),
    byPart,
    byType: { listening: accuracy(ofType('listening')), reading: accuracy(ofType('reading')) },
    studyDays: days.length,
    currentStreak: currentStreak(days, now),
    lastStudyDate: days.at(-1) ?? null,
    scoreSessions,
    estimate,
    trend: scoreTrend(scoreSessions),
    range: estimateRange(parts, { headline: estimate.estimatedScore }),
  };
}
