import { describe, expect, it } from 'vitest';
import { levelsByDistance } from './pool';

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
