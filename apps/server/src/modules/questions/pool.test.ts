import { describe, expect, it } from 'vitest';
import type { QuestionRow } from './questions.repository';
import { keepGroupsTogether, levelsByDistance } from './pool';
import type { QuestionBody, StoredQuestion } from './question-record';

describe('levelsByDistance', () => {
  it('puts the chosen level first, then its neighbours, then the farthest', () => {
    expect(levelsByDistance([3])).toEqual([[3], [2, 4], [1, 5]]);
    expect(levelsByDistance([1])).toEqual([[1], [2], [3], [4], [5]]);
  });

  it('measures distance from the nearest of several chosen levels', () => {
    expect(levelsByDistance([1, 5])).toEqual([[1, 5], [2, 4], [3]]);
    expect(levelsByDistance([1, 2, 3, 4, 5])).toEqual([[1, 2, 3, 4, 5]]);
  });
});

const stored = (id: string, groupId: string | null, position?: number): StoredQuestion => ({
  row: { id, group_id: groupId } as QuestionRow,
  body: { position } as QuestionBody,
});

describe('keepGroupsTogether', () => {
  it("serves a partly seen group's unseen and reused members side by side, in group order", () => {
    // As drawn: the group's unseen members 2–3, a single item, another group, then the reused
    // member 1 of the first group.
    const drawn = [
      stored('g1-2', 'g1', 1),
      stored('g1-3', 'g1', 2),
      stored('single', null),
      stored('g2-1', 'g2', 0),
      stored('g1-1', 'g1', 0),
    ];
    expect(keepGroupsTogether(drawn).map((q) => q.row.id)).toEqual([
      'g1-1',
      'g1-2',
      'g1-3',
      'single',
      'g2-1',
    ]);
  });
});
