import { describe, expect, it } from 'vitest';
import { localDay, localDayStart, previousDay, streakLength } from './time-zone';

describe('localDay and localDayStart', () => {
  it('puts an instant on the learner’s calendar day', () => {
    const instant = new Date('2026-03-01T16:30:00.000Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-01');
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('finds local midnight in whole, half and quarter hour zones', () => {
    const instant = new Date('2026-03-01T16:30:00.000Z');
    expect(localDayStart(instant, 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(localDayStart(instant, 'Asia/Tokyo').toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(localDayStart(instant, 'Asia/Kolkata').toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(localDayStart(instant, 'Asia/Kathmandu').toISOString()).toBe('2026-02-28T18:15:00.000Z');
  });

  it('finds midnight on the days daylight saving starts and ends', () => {
    // New York springs forward on 8 March 2026 and falls back on 1 November 2026 (at 2 a.m.).
    expect(
      localDayStart(new Date('2026-03-08T20:00:00.000Z'), 'America/New_York').toISOString(),
    ).toBe('2026-03-08T05:00:00.000Z');
    expect(
      localDayStart(new Date('2026-11-01T20:00:00.000Z'), 'America/New_York').toISOString(),
    ).toBe('2026-11-01T04:00:00.000Z');
  });

  it('starts a day at its first instant where the clock skips midnight', () => {
    // Santiago moves from 00:00 to 01:00 on 6 September 2026.
    const start = localDayStart(new Date('2026-09-06T18:00:00.000Z'), 'America/Santiago');
    expect(localDay(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDay(new Date(start.getTime() - 60_000), 'America/Santiago')).toBe('2026-09-05');
  });
});

describe('streakLength', () => {
  const days = (...list: string[]) => new Set(list);

  it('counts consecutive days ending today', () => {
    expect(streakLength(days('2026-03-01', '2026-02-28', '2026-02-27'), '2026-03-01')).toBe(3);
  });

  it('still counts a streak that ended yesterday, but not one that ended earlier', () => {
    expect(streakLength(days('2026-02-28', '2026-02-27'), '2026-03-01')).toBe(2);
    expect(streakLength(days('2026-02-27'), '2026-03-01')).toBe(0);
  });

  it('stops at the first gap', () => {
    expect(streakLength(days('2026-03-01', '2026-02-27'), '2026-03-01')).toBe(1);
  });

  it('steps back over month and leap-year ends', () => {
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });
});
