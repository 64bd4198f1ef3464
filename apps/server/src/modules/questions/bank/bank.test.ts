import { describe, expect, it } from 'vitest';
import { bankQuestionSchema, LANGUAGES, partByKey, TOEIC_PARTS } from '@toeic-ace/contract';
import { BANK } from './index';

const stemOf = (q: (typeof BANK)[number]) =>
  [q.question, q.scene, q.transcript, q.passage].filter(Boolean).join('\n').trim().toLowerCase();

describe('built-in question bank', () => {
  it('holds at least 140 items', () => {
    expect(BANK.length).toBeGreaterThanOrEqual(140);
  });

  it.each(BANK.map((q) => [q.id, q] as const))('%s is schema-valid and well formed', (_id, q) => {
    expect(bankQuestionSchema.safeParse(q).error?.issues ?? []).toEqual([]);
    const count = q.part === 2 ? 3 : 4;
    expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size).toBe(count);
    expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
    expect(q.correctAnswer).toBeLessThan(count);
    const part = partByKey(`part${q.part}`);
    expect(q.type).toBe(part?.type);
    for (const lang of LANGUAGES) expect(q.explanation[lang].trim().length).toBeGreaterThan(20);
    if (q.part <= 4) expect(q.transcript ?? q.scene).toBeTruthy();
    if (q.part === 1) expect(q.scene).toBeTruthy();
    if (q.part >= 6) expect(q.passage).toBeTruthy();
  });

  it('has unique ids and no duplicated stems', () => {
    expect(new Set(BANK.map((q) => q.id)).size).toBe(BANK.length);
    expect(new Set(BANK.map(stemOf)).size).toBe(BANK.length);
  });

  it('covers every part at every level with at least 4 items', () => {
    for (const { part } of TOEIC_PARTS) {
      for (let level = 1; level <= 5; level++) {
        const n = BANK.filter((q) => q.part === part && q.difficulty === level).length;
        expect(n, `part ${part} level ${level}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('groups Parts 3, 4, 6 and 7 around one shared transcript or passage', () => {
    for (const part of [3, 4, 6, 7]) {
      const items = BANK.filter((q) => q.part === part);
      expect(items.every((q) => q.groupId)).toBe(true);
      const groups = new Map<string, typeof items>();
      for (const q of items) groups.set(q.groupId!, [...(groups.get(q.groupId!) ?? []), q]);
      for (const [groupId, members] of groups) {
        expect(members.length, groupId).toBeGreaterThanOrEqual(2);
        const shared = new Set(members.map((q) => q.transcript ?? q.passage));
        expect(shared.size, groupId).toBe(1);
        expect(new Set(members.map((q) => q.difficulty)).size, groupId).toBe(1);
      }
    }
  });

  it('includes multiple-passage sets in Part 7', () => {
    const multi = BANK.filter((q) => q.part === 7 && (q.passage ?? '').includes('\n---\n'));
    expect(new Set(multi.map((q) => q.groupId)).size).toBeGreaterThanOrEqual(2);
  });
});
