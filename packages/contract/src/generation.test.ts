import { describe, expect, it } from 'vitest';
import {
  generateQuestionsRequestSchema,
  generationStreamEventSchema,
  normalizeQuestion,
} from './generation';
import { questionSchema } from './question';
import { UNCATEGORISED } from './parts';

const valid = {
  questionType: 'reading',
  questionCount: 10,
  difficulty: [3],
  categories: ['part5'],
};

const issuePaths = (input: unknown) => {
  const parsed = generateQuestionsRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
};

describe('generateQuestionsRequestSchema', () => {
  it('accepts the setup form and defaults the language to zh', () => {
    expect(generateQuestionsRequestSchema.parse(valid)).toEqual({ ...valid, language: 'zh' });
  });

  it('bounds the count to 5–20 and needs at least one level and category', () => {
    expect(issuePaths({ ...valid, questionCount: 3 })).toEqual(['questionCount']);
    expect(issuePaths({ ...valid, questionCount: 21 })).toEqual(['questionCount']);
    expect(issuePaths({ ...valid, questionCount: 7.5 })).toEqual(['questionCount']);
    expect(issuePaths({ ...valid, difficulty: [] })).toEqual(['difficulty']);
    expect(issuePaths({ ...valid, difficulty: [0] })).toEqual(['difficulty.0']);
    expect(issuePaths({ ...valid, categories: [] })).toEqual(['categories']);
  });

  it('names a category that belongs to the other question type', () => {
    expect(issuePaths({ ...valid, categories: ['part5', 'part2'] })).toEqual(['categories.1']);
    expect(issuePaths({ ...valid, questionType: 'listening', categories: ['part1'] })).toEqual([]);
  });

  it('rejects unknown keys, unknown languages and a session id that is not a UUID', () => {
    expect(issuePaths({ ...valid, topic: 'x' })).toEqual(['']);
    expect(issuePaths({ ...valid, language: 'fr' })).toEqual(['language']);
    expect(issuePaths({ ...valid, sessionId: 'abc' })).toEqual(['sessionId']);
    const sessionId = '6f1c2a9e-3b7d-4c1e-9a2f-0d5e8b7c6a41';
    expect(generateQuestionsRequestSchema.parse({ ...valid, sessionId }).sessionId).toBe(sessionId);
  });
});

describe('normalizeQuestion', () => {
  const now = () => new Date('2026-11-23T10:00:00.000Z');

  it('fills the question defaults for missing fields', () => {
    const q = normalizeQuestion(
      { question: 'Q?', options: ['a', 'b', 'c', 'd'] },
      { newId: () => 'id-1', now },
    );
    expect(q).toEqual({
      id: 'id-1',
      type: 'reading',
      category: UNCATEGORISED,
      question: 'Q?',
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 0,
      explanation: '',
      difficulty: 3,
      tags: [],
      createdAt: '2026-11-23T10:00:00.000Z',
    });
    expect(questionSchema.safeParse(q).success).toBe(true);
  });

  it('generates a UUID by default and keeps present values', () => {
    const q = normalizeQuestion({ id: null, correctAnswer: 2, difficulty: 5, type: 'listening' });
    expect(q.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(q).toMatchObject({ correctAnswer: 2, difficulty: 5, type: 'listening' });
  });

  it('drops null optional fields and leaves invalid values for the schema to reject', () => {
    const q = normalizeQuestion({ question: 'Q', options: ['a'], passage: null, correctAnswer: 7 });
    expect(q).not.toHaveProperty('passage');
    expect(questionSchema.safeParse(q).success).toBe(false);
  });

  it('turns non-objects into defaults only', () => {
    expect(normalizeQuestion('nope', { newId: () => 'x', now })).toMatchObject({ id: 'x' });
    expect(normalizeQuestion(['a'], { newId: () => 'y', now })).not.toHaveProperty('0');
  });
});

describe('generationStreamEventSchema', () => {
  it('tells the three events apart', () => {
    const done = generationStreamEventSchema.parse({
      event: 'done',
      data: { count: 5, source: 'bank' },
    });
    expect(done.event).toBe('done');
    const error = { event: 'error', data: { code: 'RATE_LIMIT_EXCEEDED', message: 'slow down' } };
    expect(generationStreamEventSchema.safeParse(error).success).toBe(true);
    expect(generationStreamEventSchema.safeParse({ event: 'other', data: {} }).success).toBe(false);
  });
});
