import { blueprintCount, MOCK_BLUEPRINT, MOCK_KINDS, MOCK_PARTS } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { readBank } from '../questions';
import {
  assembleForm,
  drawSuccessiveForms,
  NotEnoughQuestions,
  seededRandom,
  type FormItem,
  type FormUnit,
} from './form-assembly';

const prng = seededRandom;

const bankItems: FormItem[] = readBank().bank.map((q) => ({
  id: q.id,
  part: q.part,
  difficulty: q.difficulty,
  groupId: q.groupId ?? null,
}));
const byId = new Map(bankItems.map((i) => [i.id, i]));

/** A pool `copies` times the bank's size, with the same shapes (new ids and group ids). */
const widened = (copies: number): FormItem[] =>
  Array.from({ length: copies }, (_, c) =>
    bankItems.map((i) => ({
      ...i,
      id: `${i.id}#${c}`,
      groupId: i.groupId ? `${i.groupId}#${c}` : null,
    })),
  ).flat();

const idsOf = (units: readonly FormUnit[]) => units.flatMap((u) => u.ids);
const partCounts = (units: readonly FormUnit[]) =>
  Object.fromEntries(MOCK_PARTS.map((p) => [p, idsOf(units.filter((u) => u.part === p)).length]));

/** Marks a form's items as seen on a mock started at `at`. */
const see = (seen: Map<string, string>, units: readonly FormUnit[], at: string) => {
  for (const id of idsOf(units)) seen.set(id, at);
};

describe('assembleForm', () => {
  for (const kind of MOCK_KINDS) {
    it(`fills a ${kind} form from today's bank to the blueprint's part counts`, () => {
      const form = assembleForm(kind, bankItems, new Map(), prng(1));
      expect(partCounts(form)).toEqual(MOCK_BLUEPRINT[kind].parts);
      expect(idsOf(form)).toHaveLength(blueprintCount(kind));
      expect(new Set(idsOf(form)).size).toBe(blueprintCount(kind));
      // Parts in order.
      const parts = form.map((u) => u.part);
      expect(parts).toEqual([...parts].sort((a, b) => a - b));
    });
  }

  it('keeps every set whole: all of a group’s members or none', () => {
    const form = assembleForm('full', bankItems, new Map(), prng(2));
    const chosen = new Set(idsOf(form));
    const groups = new Map<string, string[]>();
    for (const item of bankItems) {
      if (!item.groupId || ![3, 4, 6, 7].includes(item.part)) continue;
      groups.set(item.groupId, [...(groups.get(item.groupId) ?? []), item.id]);
    }
    for (const members of groups.values()) {
      const inForm = members.filter((id) => chosen.has(id)).length;
      expect([0, members.length]).toContain(inForm);
    }
    for (const unit of form.filter((u) => u.part === 3 || u.part === 4)) {
      expect(unit.ids).toHaveLength(3);
    }
    for (const unit of form.filter((u) => u.part === 6)) expect(unit.ids).toHaveLength(4);
  });

  it('spreads levels: every level present in the larger parts, the middle most common', () => {
    const form = assembleForm('full', bankItems, new Map(), prng(3));
    const levels = [0, 0, 0, 0, 0, 0];
    for (const id of idsOf(form)) levels[byId.get(id)!.difficulty]! += 1;
    for (const level of [1, 2, 3, 4, 5]) expect(levels[level]).toBeGreaterThan(0);
    expect(levels[3]).toBeGreaterThan(levels[1]!);
    expect(levels[4]).toBeGreaterThan(levels[1]!);
    // Part 5 (singles, 24 per level): exactly the mix of 30 questions = 3/6/9/7.5/4.5.
    const p5 = [0, 0, 0, 0, 0, 0];
    for (const u of form.filter((x) => x.part === 5)) p5[u.level]! += 1;
    expect(p5.slice(1, 4)).toEqual([3, 6, 9]);
  });

  it('opens each part with its easier items', () => {
    const form = assembleForm('full', bankItems, new Map(), prng(4));
    for (const part of MOCK_PARTS) {
      const levels = form.filter((u) => u.part === part).map((u) => u.level);
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
    }
  });

  it('draws three full forms with no item twice from a pool that holds three', () => {
    const pool = widened(3);
    const seen = new Map<string, string>();
    const forms: FormUnit[][] = [];
    for (let i = 0; i < 3; i++) {
      const form = assembleForm('full', pool, seen, prng(10 + i));
      see(seen, form, `2026-11-2${i}T10:00:00.000Z`);
      forms.push(form);
    }
    const all = forms.flatMap(idsOf);
    expect(all).toHaveLength(600);
    expect(new Set(all).size).toBe(600);
  });

  it('draws three full forms from the built-in bank alone without repeating an item', () => {
    // The promise to learners: three different full tests with no AI key and no item seen twice.
    for (const seed of [30, 40, 50]) {
      const seen = new Map<string, string>();
      const all: string[] = [];
      for (let i = 0; i < 3; i++) {
        const form = assembleForm('full', bankItems, seen, prng(seed + i));
        expect(partCounts(form)).toEqual(MOCK_BLUEPRINT.full.parts);
        see(seen, form, `2026-11-2${i}T10:00:00.000Z`);
        all.push(...idsOf(form));
      }
      expect(new Set(all).size).toBe(600);
    }
  });

  it('draws five full forms without repeating an item from a pool that holds five', () => {
    const forms = drawSuccessiveForms('full', widened(5), 5, prng(60));
    expect(forms.map((ids) => ids.length)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(forms.flat()).size).toBe(1000);
  });

  // The bank alone fills five full forms (1 000 items, BANK_LIMITS): a learner who takes five
  // mocks meets no item twice.
  it('draws five full forms from the built-in bank alone without repeating an item', () => {
    const forms = drawSuccessiveForms('full', bankItems, 5, prng(60));
    expect(new Set(forms.flat()).size).toBe(1000);
  });

  it('draws three half forms from today’s bank without repeating an item', () => {
    const seen = new Map<string, string>();
    const all: string[] = [];
    for (let i = 0; i < 3; i++) {
      const form = assembleForm('half', bankItems, seen, prng(20 + i));
      see(seen, form, `2026-11-2${i}T10:00:00.000Z`);
      all.push(...idsOf(form));
    }
    expect(new Set(all).size).toBe(300);
  });

  it('uses every unseen item before any seen one, then the ones seen longest ago', () => {
    // Part 1 has 30 items and a full form takes 6: five forms use all 30, the sixth repeats
    // the first form's items (seen longest ago).
    const seen = new Map<string, string>();
    const p1 = (form: FormUnit[]) => idsOf(form.filter((u) => u.part === 1));
    const firsts: string[][] = [];
    for (let i = 0; i < 6; i++) {
      const form = assembleForm('full', widened(3), seen, prng(30 + i));
      firsts.push(p1(form));
      see(seen, form, `2026-11-1${i}T10:00:00.000Z`);
    }
    // The widened pool has 90 Part 1 items: 6 forms × 6 never repeat.
    expect(new Set(firsts.flat()).size).toBe(36);

    // Exactly 30 Part 1 items, however the bank grows.
    const thirty = [
      ...bankItems.filter((i) => i.part === 1).slice(0, 30),
      ...bankItems.filter((i) => i.part !== 1),
    ];
    const small = new Map<string, string>();
    const used: string[][] = [];
    for (let i = 0; i < 6; i++) {
      const form = assembleForm('full', thirty, small, prng(40 + i));
      used.push(p1(form));
      see(small, form, `2026-11-1${i}T10:00:00.000Z`);
    }
    expect(new Set(used.slice(0, 5).flat()).size).toBe(30);
    expect(new Set(used[5]).size).toBe(6);
    expect([...used[5]!].sort()).toEqual([...used[0]!].sort());
  });

  it('fails with NotEnoughQuestions naming the part when the pool cannot fill it', () => {
    const noPart7 = bankItems.filter((i) => i.part !== 7);
    expect(() => assembleForm('half', noPart7, new Map(), prng(5))).toThrow(NotEnoughQuestions);
    try {
      assembleForm('half', noPart7, new Map(), prng(5));
    } catch (error) {
      expect((error as NotEnoughQuestions).part).toBe(7);
    }
  });
});
