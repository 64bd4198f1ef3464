import type { MockQuestion } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs, timeScaleOf } from './clock';
import { listeningPlan, listeningUnits, mockLineFallbackMs } from './listening-plan';

const q = (number: number, part: number, groupId: string | null = null): MockQuestion => ({
  id: `q${number}`,
  number,
  part,
  type: part <= 4 ? 'listening' : 'reading',
  groupId,
  difficulty: 3,
  question: part <= 2 ? '' : `What is question ${number}?`,
  options: part === 2 ? ['Yes.', 'No.', 'Maybe.'] : ['One', 'Two', 'Three', 'Four'],
  transcript: part === 1 ? '' : part === 2 ? 'Woman: Is it ready?' : 'Man: Hello.\nWoman: Hi.',
  tags: [],
});

const form = [
  q(1, 1),
  q(2, 2),
  q(3, 3, 'g1'),
  q(4, 3, 'g1'),
  q(5, 3, 'g1'),
  q(6, 4, 'g2'),
  q(7, 4, 'g2'),
  q(8, 4, 'g2'),
  q(9, 5),
];

describe('listeningPlan', () => {
  it('keeps a set together and leaves reading out', () => {
    expect(listeningUnits(form).map((u) => u.map((x) => x.number))).toEqual([
      [1],
      [2],
      [3, 4, 5],
      [6, 7, 8],
    ]);
  });

  it('reads the directions, each part’s directions, then the questions with pauses', () => {
    const steps = listeningPlan(form);
    expect(steps.map((s) => (s.kind === 'unit' ? s.questions[0]!.number : s.kind))).toEqual([
      'directions',
      'part',
      1,
      'part',
      2,
      'part',
      3,
      'part',
      6,
    ]);
    const part1 = steps[2]!;
    expect(part1.lines.map((l) => l.text)).toEqual([
      'Number 1.',
      '(A) One',
      '(B) Two',
      '(C) Three',
      '(D) Four',
    ]);
    const set = steps[6]!;
    expect(set.lines.map((l) => l.text)).toEqual([
      'Questions 3 through 5 refer to the following conversation.',
      'Hello.',
      'Hi.',
      'Number 3. What is question 3?',
      'Number 4. What is question 4?',
      'Number 5. What is question 5?',
    ]);
    expect(set.kind === 'unit' && set.pauseMs).toBe(24_000);
    expect(part1.kind === 'unit' && part1.pauseMs).toBe(5_000);
  });

  it('shortens the pauses with the test clock', () => {
    const steps = listeningPlan(form, 0.1);
    const first = steps.find((s) => s.kind === 'unit');
    expect(first?.kind === 'unit' && first.pauseMs).toBe(500);
  });
});

describe('clock helpers', () => {
  it('counts down from the server time and formats it', () => {
    const serverNow = Date.parse('2026-11-24T10:00:00.000Z');
    expect(remainingMs('2026-11-24T10:01:30.000Z', serverNow)).toBe(90_000);
    expect(remainingMs('2026-11-24T09:00:00.000Z', serverNow)).toBe(0);
    expect(formatCountdown(90_000)).toBe('01:30');
    expect(formatCountdown(75 * 60_000)).toBe('1:15:00');
    expect(formatCountdown(400)).toBe('00:01');
  });

  it('reads the time scale from the section length', () => {
    const base = { kind: 'half' as const, listeningEndsAt: '2026-11-24T10:23:00.000Z' };
    expect(timeScaleOf({ ...base, readingEndsAt: '2026-11-24T11:01:00.000Z' })).toBe(1);
    expect(timeScaleOf({ ...base, readingEndsAt: '2026-11-24T10:23:22.800Z' })).toBeCloseTo(
      0.01,
      6,
    );
  });
});

describe('mockLineFallbackMs', () => {
  it('allows a line about its speaking time and a little more, never under 1.5 s', () => {
    expect(mockLineFallbackMs('Number 1.')).toBe(1_500);
    // 140 characters ≈ 10 s of speech → 12.5 s + 0.5 s.
    expect(mockLineFallbackMs('x'.repeat(140))).toBe(13_000);
  });
});
