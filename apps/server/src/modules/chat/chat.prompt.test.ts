import { chatQuestionContextSchema } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { buildChatRequest } from './chat.prompt';

describe('the tutor’s question context', () => {
  it('gives the tutor the graphic as its text alternative, after the transcript', () => {
    const question = chatQuestionContextSchema.parse({
      question: 'Look at the graphic. Where will the new printer be placed?',
      options: ['Room A', 'Kitchen', 'Lobby', 'Copy room'],
      correctAnswer: 1,
      transcript: 'Man: Put it in the room next to Room A, on the left.',
      graphic: {
        kind: 'floor-plan',
        title: 'Third floor',
        width: 4,
        height: 2,
        areas: [
          { label: 'Kitchen', x: 0, y: 0, w: 2, h: 2 },
          { label: 'Room A', x: 2, y: 0, w: 2, h: 2 },
        ],
      },
    });
    const { system } = buildChatRequest({ message: 'Why B?', history: [], question });
    const lines = (system ?? '').split('\n');
    const at = lines.indexOf('Graphic (its text alternative):');
    expect(at).toBeGreaterThan(lines.indexOf('Transcript:'));
    expect(lines.slice(at + 1, at + 4)).toEqual([
      'Plan: Third floor.',
      'Kitchen: full height on the left; next to Room A (right).',
      'Room A: full height on the right; next to Kitchen (left).',
    ]);
    expect(lines[at + 4]).toBe(`Question: ${question.question}`);
  });
});
