import { TOEIC_PARTS, type PartKey } from '@toeic-ace/contract/rules';

/** A question's or session's part number from its `part` field or its `partN` category. */
export function partNumberOf(item: { part?: number; category?: string }): number | null {
  if (typeof item.part === 'number') return item.part;
  const match = /^part([1-7])$/.exec(item.category ?? '');
  return match ? Number(match[1]) : null;
}

export const partKeyOf = (part: number): PartKey | null =>
  TOEIC_PARTS.find((p) => p.part === part)?.key ?? null;
