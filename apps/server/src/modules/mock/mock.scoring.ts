import {
  MOCK_PARTS,
  mockSectionOf,
  scaleRaw,
  type MockPartResult,
  type MockResult,
} from '@toeic-ace/contract';

/** One question of a form as scoring reads it: its key comes from the stored question. */
export interface ScoredItem {
  part: number;
  answer: number | null;
  key: number;
  /** ISO time of the first answer; null when never answered. */
  firstAnsweredAt: string | null;
}

/**
 * Scores a form from the stored keys (unanswered = wrong) and measures time per part: each
 * answered question is charged the time from the previous first answer (or the start) to its own
 * first answer, so the parts' times add up to the time until the last answer.
 */
export function scoreForm(items: readonly ScoredItem[], startedAt: string): MockResult {
  const parts = new Map<number, MockPartResult>(
    MOCK_PARTS.map((part) => [part, { part, correct: 0, total: 0, seconds: 0 }]),
  );
  for (const item of items) {
    const entry = parts.get(item.part);
    if (!entry) continue;
    entry.total += 1;
    if (item.answer !== null && item.answer === item.key) entry.correct += 1;
  }
  let previous = Date.parse(startedAt);
  const answered = items
    .filter((i) => i.firstAnsweredAt !== null)
    .map((i) => ({ part: i.part, at: Date.parse(i.firstAnsweredAt!) }))
    .sort((a, b) => a.at - b.at);
  for (const { part, at } of answered) {
    const entry = parts.get(part);
    if (entry) entry.seconds += Math.max(0, Math.round((at - previous) / 1000));
    previous = Math.max(previous, at);
  }
  const list = [...parts.values()].filter((p) => p.total > 0);
  const sum = (section: 'listening' | 'reading', field: 'correct' | 'total') =>
    list.filter((p) => mockSectionOf(p.part) === section).reduce((a, p) => a + p[field], 0);
  const listening = scaleRaw('listening', sum('listening', 'correct'), sum('listening', 'total'));
  const reading = scaleRaw('reading', sum('reading', 'correct'), sum('reading', 'total'));
  return {
    listening,
    reading,
    total: listening.scaled + reading.scaled,
    totalRange: {
      low: listening.range.low + reading.range.low,
      high: listening.range.high + reading.range.high,
    },
    parts: list,
  };
}
