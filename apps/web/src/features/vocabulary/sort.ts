import type { SortOrder, VocabularySortField } from '@toeic-ace/contract/rules';

export type SortField = VocabularySortField;
export interface SortState {
  field: SortField;
  order: SortOrder;
}

/** Newest first until the user picks another order. */
export const DEFAULT_SORT: SortState = { field: 'createdAt', order: 'desc' };

/** Clicking the active field flips its direction; another field starts descending. */
export function nextSort(current: SortState, field: SortField): SortState {
  if (current.field === field) {
    return { field, order: current.order === 'desc' ? 'asc' : 'desc' };
  }
  return { field, order: 'desc' };
}
