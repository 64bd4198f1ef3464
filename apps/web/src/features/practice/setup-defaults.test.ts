import { describe, expect, it } from 'vitest';
import { DEFAULT_SETUP, initialSetup, withType } from './setup-defaults';

describe('setup defaults', () => {
  it('are reading, 10 questions, level 3, Part 5 without settings', () => {
    expect(initialSetup()).toEqual({
      questionType: 'reading',
      category: 'part5',
      difficulty: 3,
      questionCount: 10,
    });
  });

  it('take the user’s questions per session and level 3 when it is among their levels', () => {
    expect(initialSetup({ questionsPerSession: 20, difficulty: [1, 2, 3, 4, 5] })).toMatchObject({
      questionCount: 20,
      difficulty: 3,
    });
  });

  it('otherwise take the first of the user’s levels; invalid values fall back', () => {
    expect(initialSetup({ questionsPerSession: 7, difficulty: [5, 4] })).toMatchObject({
      questionCount: 10,
      difficulty: 5,
    });
  });

  it('switching the type keeps a part of that type', () => {
    expect(withType(DEFAULT_SETUP, 'listening').category).toBe('part1');
    expect(withType({ ...DEFAULT_SETUP, category: 'part7' }, 'reading').category).toBe('part7');
  });
});
