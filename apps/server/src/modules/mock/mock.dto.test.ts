import { mockQuestionSchema } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../db/codec';
import { readBank, type StoredQuestion } from '../questions';
import { toMockQuestion } from './mock.dto';

describe('a mock form question', () => {
  // A bank item with a drawn graphic, as the pool stores it.
  const item = readBank().bank.find((q) => q.graphic?.kind === 'bar-chart' && q.part === 4)!;
  const body = {
    question: item.question,
    options: item.options,
    transcript: item.transcript,
    graphic: item.graphic,
    tags: item.tags,
    explanations: item.explanation,
  };
  const stored: StoredQuestion = {
    row: {
      id: item.id,
      content_hash: 'hash',
      source: 'bank',
      type: item.type,
      part: item.part,
      difficulty: item.difficulty,
      group_id: item.groupId ?? null,
      correct_answer: item.correctAnswer,
      body: json.toDb(body),
      created_at: '2026-11-24T00:00:00.000Z',
    },
    body,
  };

  it('carries the graphic the learner must look at, before and after submission', () => {
    for (const revealed of [false, true]) {
      const question = mockQuestionSchema.parse(toMockQuestion(stored, 31, 'en', revealed));
      expect(question.graphic).toEqual(item.graphic);
      expect(question.question).toBe(item.question);
    }
  });

  it('shows the form its fields only, the key and explanation once the test is submitted', () => {
    const form = {
      id: item.id,
      number: 31,
      part: item.part,
      type: item.type,
      groupId: item.groupId ?? null,
      difficulty: item.difficulty,
      question: item.question,
      options: item.options,
      transcript: item.transcript,
      graphic: item.graphic,
      tags: item.tags,
    };
    expect(toMockQuestion(stored, 31, 'ja', false)).toStrictEqual(form);
    expect(toMockQuestion(stored, 31, 'ja', true)).toStrictEqual({
      ...form,
      correctAnswer: item.correctAnswer,
      explanation: item.explanation.ja,
    });
  });
});
