import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort } from './sort';

describe('sort buttons', () => {
  it('start at newest first', () => {
    expect(DEFAULT_SORT).toEqual({ field: 'createdAt', order: 'desc' });
  });

  it('flip the direction when the active field is clicked again', () => {
    const once = nextSort(DEFAULT_SORT, 'createdAt');
    expect(once).toEqual({ field: 'createdAt', order: 'asc' });
    expect(nextSort(once, 'createdAt')).toEqual({ field: 'createdAt', order: 'desc' });
  });

  it('sort descending by a newly chosen field, whatever the old direction', () => {
    expect(nextSort({ field: 'createdAt', order: 'asc' }, 'word')).toEqual({
      field: 'word',
      order: 'desc',
    });
    expect(nextSort({ field: 'word', order: 'desc' }, 'mastered')).toEqual({
      field: 'mastered',
      order: 'desc',
    });
  });
});
