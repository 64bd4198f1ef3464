const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type NextDueIn = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

/**
 * How far off a word's next review is: due now (never reviewed, or the date has passed), in
 * minutes under an hour (a forgotten word comes back within minutes), in hours under a day,
 * else in days; each rounded up.
 */
export function nextDueIn(nextReviewDate: string | null, now: Date): NextDueIn {
  const due = nextReviewDate === null ? Number.NaN : Date.parse(nextReviewDate);
  const wait = due - now.getTime();
  if (!(wait > 0)) return { unit: 'now' };
  if (wait < HOUR_MS) return { unit: 'minutes', count: Math.max(1, Math.ceil(wait / MINUTE_MS)) };
  if (wait < DAY_MS) return { unit: 'hours', count: Math.max(1, Math.ceil(wait / HOUR_MS)) };
  return { unit: 'days', count: Math.ceil(wait / DAY_MS) };
}
