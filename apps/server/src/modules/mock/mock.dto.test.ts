import { mockQuestionSchema } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { BANK } from '../questions';
import { bankRecord } from '../questions/bank-seed';
import { parseStored, toRow } from '../questions/question-record';
import type { QuestionRow } from '../questions/questions.repository';
import { toMockQuestion } from './mock.dto';

describe('a mock form question', () => {
  // A bank item with a drawn graphic, as the pool stores it.
  const item = BANK.find((q) => q.graphic?.kind === 'bar-chart' && q.part === 4)!;
  const stored = parseStored(toRow(bankRecord(item), '2026-11-24T00:00:00.000Z') as QuestionRow);

  it('carries the graphic the learner must look at, before and after submission', () => {
    for (const revealed of [false, true]) {
      const question = mockQuestionSchema.parse(toMockQuestion(stored, 31, 'en', revealed));
      expect(question.graphic).toEqual(item.graphic);
      expect(question.question).toBe(item.question);
    }
  });
});
