import type { Db } from '../../../db/schema';
import { reviewMinutes } from './review.repository';
import { localDay, streakLength } from './time-zone';

/** The streak is first looked for in this many recent days, then in the whole history. */
const STREAK_WINDOW_DAYS = 62;
const DAY_MS = 86_400_000;

async function streakSince(db: Db, userId: string, since: Date | null, now: Date, tz: string) {
  const minutes = await reviewMinutes(db, userId, since?.toISOString() ?? null);
  const days = new Set(minutes.map((m) => localDay(new Date(`${m}:00.000Z`), tz)));
  return streakLength(days, localDay(now, tz));
}

/** Consecutive days with a rating, ending today or yesterday in the time zone `tz`. */
export async function reviewStreak(db: Db, userId: string, now: Date, tz: string) {
  const recent = await streakSince(
    db,
    userId,
    new Date(now.getTime() - STREAK_WINDOW_DAYS * DAY_MS),
    now,
    tz,
  );
  // A streak that fills the recent window may reach further back.
  if (recent < STREAK_WINDOW_DAYS - 1) return recent;
  return streakSince(db, userId, null, now, tz);
}
