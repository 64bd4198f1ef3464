import { chatQuestionContextSchema } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { reviewQuestion } from '@/test/practice-stats';
import { questionContext } from './from-question';

describe('the tutor’s question context', () => {
  it('carries the graphic the question refers to, as the chat call accepts it', () => {
    const graphic = {
      kind: 'bar-chart' as const,
      title: 'Muffin sales',
      bars: [
        { label: 'Banana', value: 150 },
        { label: 'Pumpkin', value: 210 },
      ],
    };
    const question = reviewQuestion(1, { part: 3, type: 'listening', graphic });
    const context = questionContext(question, 0);
    expect(context.kind).toBe('question');
    if (context.kind !== 'question') return;
    expect(chatQuestionContextSchema.parse(context.question).graphic).toEqual(graphic);
    expect(questionContext(reviewQuestion(2), 0)).not.toHaveProperty('question.graphic');
  });
});
