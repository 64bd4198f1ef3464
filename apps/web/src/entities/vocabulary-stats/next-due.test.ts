import { describe, expect, it } from 'vitest';
import { dueBadgeText } from './due-count';
import { nextDueIn } from './next-due';

const now = new Date('2026-06-01T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
const HOUR = 3_600_000;

describe('when a word is next due', () => {
  it('is due now when never reviewed or the date has passed', () => {
    expect(nextDueIn(null, now)).toEqual({ unit: 'now' });
    expect(nextDueIn(later(-1), now)).toEqual({ unit: 'now' });
    expect(nextDueIn(later(0), now)).toEqual({ unit: 'now' });
  });

  it('counts minutes under an hour, hours under a day and days beyond, rounded up', () => {
    expect(nextDueIn(later(1_000), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(nextDueIn(later(10 * 60_000), now)).toEqual({ unit: 'minutes', count: 10 });
    expect(nextDueIn(later(HOUR), now)).toEqual({ unit: 'hours', count: 1 });
    expect(nextDueIn(later(5.5 * HOUR), now)).toEqual({ unit: 'hours', count: 6 });
    expect(nextDueIn(later(24 * HOUR), now)).toEqual({ unit: 'days', count: 1 });
    expect(nextDueIn(later(3 * 24 * HOUR - 60_000), now)).toEqual({ unit: 'days', count: 3 });
    expect(nextDueIn(later(3 * 24 * HOUR + HOUR), now)).toEqual({ unit: 'days', count: 4 });
  });
});

describe('the due badge', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(dueBadgeText(7)).toBe('7');
    expect(dueBadgeText(99)).toBe('99');
    expect(dueBadgeText(100)).toBe('99+');
  });
});
