import { describe, expect, it } from 'vitest';
import { bankQuestionSchema, questionSchema } from './question';
import { optionCountFor } from './parts';

const served = {
  id: 'q-1',
  type: 'listening',
  category: 'part2',
  part: 2,
  question: 'Choose the best response to the question or statement.',
  transcript: 'Man: Where is the loading dock?',
  options: ['Behind the warehouse.', 'At four.', 'Yes, it is.'],
  correctAnswer: 0,
  explanation: '"Where" asks for a place.',
  difficulty: 2,
  createdAt: '2026-11-24T00:00:00.000Z',
  tags: ['wh-question'],
};

describe('option count per part', () => {
  it('is three for Part 2 and four for every other part', () => {
    expect([1, 2, 3, 4, 5, 6, 7, undefined].map(optionCountFor)).toEqual([4, 3, 4, 4, 4, 4, 4, 4]);
  });

  it('serves a Part 2 question with three responses, and one stored earlier with four', () => {
    expect(questionSchema.safeParse(served).success).toBe(true);
    const four = { ...served, options: [...served.options, 'Soon.'] };
    expect(questionSchema.safeParse(four).success).toBe(true);
    const two = questionSchema.safeParse({ ...served, options: served.options.slice(0, 2) });
    expect(two.error?.issues.map((i) => i.path.join('.'))).toContain('options');
  });

  it('needs four options in the other parts and a key that points at an option', () => {
    const part5 = { ...served, category: 'part5', part: 5, type: 'reading' };
    expect(questionSchema.safeParse(part5).success).toBe(false);
    expect(questionSchema.safeParse({ ...part5, options: ['a', 'b', 'c', 'd'] }).success).toBe(
      true,
    );
    const keyOff = questionSchema.safeParse({ ...served, correctAnswer: 3 });
    expect(keyOff.error?.issues.map((i) => i.path.join('.'))).toEqual(['correctAnswer']);
  });

  it('applies to bank items too', () => {
    const { category: _c, createdAt: _d, ...rest } = served;
    const item = {
      ...rest,
      explanation: { zh: 'x'.repeat(20), ja: 'x'.repeat(20), en: 'x'.repeat(20) },
    };
    expect(bankQuestionSchema.safeParse(item).success).toBe(true);
    expect(bankQuestionSchema.safeParse({ ...item, part: 3 }).success).toBe(false);
    const four = { ...item, options: [...item.options, 'Soon.'] };
    expect(bankQuestionSchema.safeParse(four).success).toBe(false);
  });
});
