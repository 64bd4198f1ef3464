/**
 * Calendar days in the learner's IANA time zone, computed with Intl so both databases only ever
 * store and compare UTC instants.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    // The wall-clock time read as if it were UTC; its distance to the instant is the offset.
    asUtc: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** The learner's calendar day of an instant, as YYYY-MM-DD. */
export const localDay = (instant: Date, timeZone: string): string =>
  wallClock(instant, timeZone).day;

const offsetMs = (instant: Date, timeZone: string) =>
  wallClock(instant, timeZone).asUtc - Math.floor(instant.getTime() / 1000) * 1000;

/**
 * The first instant of the learner's current day. Midnight is found by correcting a UTC guess
 * with the zone's offset twice, which also lands right when the offset changes that night.
 */
export function localDayStart(instant: Date, timeZone: string): Date {
  const day = localDay(instant, timeZone);
  const midnightAsUtc = Date.parse(`${day}T00:00:00.000Z`);
  let guess = midnightAsUtc - offsetMs(new Date(midnightAsUtc), timeZone);
  guess = midnightAsUtc - offsetMs(new Date(guess), timeZone);
  // Where midnight does not exist (a clock jumping over it), the day starts at its first instant.
  while (localDay(new Date(guess), timeZone) !== day) guess += 15 * 60_000;
  return new Date(guess);
}

/** The calendar day before a YYYY-MM-DD day. */
export const previousDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * Consecutive days with a review, ending today or, when nothing was reviewed yet today,
 * yesterday; 0 when neither has one.
 */
export function streakLength(reviewDays: ReadonlySet<string>, today: string): number {
  let day = reviewDays.has(today) ? today : previousDay(today);
  let length = 0;
  while (reviewDays.has(day)) {
    length++;
    day = previousDay(day);
  }
  return length;
}
