import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, partNumberOf, sessionTone } from './format';

describe('practice formatting', () => {
  it('formats seconds as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(599.6)).toBe('10:00');
    expect(formatDuration(4_505)).toBe('75:05');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });

  it('colours session rows at 80 and 60', () => {
    expect(sessionTone(100)).toBe('good');
    expect(sessionTone(80)).toBe('good');
    expect(sessionTone(79)).toBe('fair');
    expect(sessionTone(60)).toBe('fair');
    expect(sessionTone(59)).toBe('poor');
    expect(sessionTone(null)).toBe('none');
  });

  it('reads the part from `part` or the category key', () => {
    expect(partNumberOf({ part: 3, category: 'part5' })).toBe(3);
    expect(partNumberOf({ category: 'part6' })).toBe(6);
    expect(partNumberOf({ category: '未分类' })).toBeNull();
  });

  it('formats dates in the interface language', () => {
    const iso = '2025-06-03T14:05:00.000Z';
    expect(formatDateTime(iso, 'en')).toMatch(/2025/);
    expect(formatDateTime(null, 'zh')).toBe('');
    expect(formatDateTime('nonsense', 'zh')).toBe('');
  });
});
