import { describe, expect, it } from 'vitest';
import {
  countdownTone,
  isValidTimeZone,
  masteryLevel,
  ratingFromAnswer,
  reviewListQuerySchema,
  reviewRequestSchema,
  statsQuerySchema,
} from './index';

describe('masteryLevel', () => {
  it.each([
    [0, 'new'],
    [1, 'learning'],
    [2, 'learning'],
    [3, 'familiar'],
    [5, 'familiar'],
    [6, 'proficient'],
    [10, 'proficient'],
    [11, 'mastered'],
    [500, 'mastered'],
  ])('%i reviews → %s', (count, level) => {
    expect(masteryLevel(count)).toBe(level);
  });
});

describe('ratingFromAnswer', () => {
  it('a correct answer within 5 seconds is easy, slower is normal', () => {
    expect(ratingFromAnswer({ correct: true, viewSeconds: 5, timedOut: false })).toEqual({
      rating: 'easy',
      responseTime: 5,
    });
    expect(ratingFromAnswer({ correct: true, viewSeconds: 5.1, timedOut: false })).toEqual({
      rating: 'normal',
      responseTime: 5.1,
    });
  });

  it('a wrong answer is again whatever the time', () => {
    expect(ratingFromAnswer({ correct: false, viewSeconds: 1, timedOut: false })).toEqual({
      rating: 'again',
      responseTime: 1,
    });
  });

  it('a timeout is again and records the full 20 seconds', () => {
    expect(ratingFromAnswer({ correct: true, viewSeconds: 3, timedOut: true })).toEqual({
      rating: 'again',
      responseTime: 20,
    });
  });

  it('keeps the recorded time inside what the server accepts', () => {
    const { responseTime } = ratingFromAnswer({ correct: true, viewSeconds: 31, timedOut: false });
    expect(reviewRequestSchema.safeParse({ rating: 'normal', responseTime }).success).toBe(true);
  });
});

describe('countdownTone', () => {
  it('turns orange at 10 s and red at 5 s', () => {
    expect(countdownTone(11)).toBe('normal');
    expect(countdownTone(10)).toBe('warning');
    expect(countdownTone(6)).toBe('warning');
    expect(countdownTone(5)).toBe('danger');
    expect(countdownTone(0)).toBe('danger');
  });
});

describe('review schemas', () => {
  it('reads the list query with its defaults and a limit of at most 100', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({ limit: 20, includeMastered: false });
    expect(reviewListQuerySchema.parse({ limit: '100', includeMastered: 'true' })).toEqual({
      limit: 100,
      includeMastered: true,
    });
    expect(reviewListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('accepts only the three ratings and 0–20 seconds', () => {
    expect(reviewRequestSchema.safeParse({ rating: 'hard', responseTime: 3 }).success).toBe(false);
    expect(reviewRequestSchema.safeParse({ rating: 'easy', responseTime: 21 }).success).toBe(false);
    expect(reviewRequestSchema.safeParse({ rating: 'easy', responseTime: -1 }).success).toBe(false);
  });

  it('takes IANA time zones, or none', () => {
    expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    // Without tz the server takes the zone kept in the learner's preferences.
    expect(statsQuerySchema.parse({})).toEqual({});
    expect(statsQuerySchema.safeParse({ tz: 'Not/AZone' }).success).toBe(false);
  });
});
