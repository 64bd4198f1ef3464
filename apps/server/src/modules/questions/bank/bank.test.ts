import { describe, expect, it } from 'vitest';
import {
  bankQuestionSchema,
  LANGUAGES,
  optionCountFor,
  partByKey,
  TOEIC_PARTS,
  type BankQuestion,
} from '@toeic-ace/contract';
import { CONTENT_DIR } from '../../../content-dir';
import { readBank } from './index';
import { PHOTO_QUESTION } from './build';
import { loadBank } from './load';

const BANK = readBank().bank;

/**
 * The size the bank must keep per part: three full forms and more (a form takes Part 1 6, Part 2
 * 25, Part 3 39, Part 4 30, Part 5 30, Part 6 16 and Part 7 54).
 */
const MIN_PER_PART: Record<number, number> = {
  1: 30,
  2: 80,
  3: 120,
  4: 90,
  5: 120,
  6: 48,
  7: 162,
};
/** Every level must hold at least this share of its part, so a form can spread difficulty. */
const MIN_LEVEL_SHARE = 0.12;
/** Two texts whose word pairs overlap this much are the same item written twice. */
const NEAR_DUPLICATE = 0.5;

const ofPart = (part: number) => BANK.filter((q) => q.part === part);
const unitOf = (q: BankQuestion) => q.groupId ?? q.id;

const groupsOf = (part: number) => {
  const groups = new Map<string, BankQuestion[]>();
  for (const q of ofPart(part)) groups.set(q.groupId!, [...(groups.get(q.groupId!) ?? []), q]);
  return [...groups.values()];
};

/** What makes an item itself: the photo, prompt, sentence, or the shared text of its group. */
const stemOf = (q: BankQuestion) => {
  if (q.part === 1) return q.scene!;
  if (q.part === 5) return q.question;
  return q.transcript ?? q.passage!;
};

const words = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^(man|woman)( \d)?:/gm, ' ')
    .split(/[^a-z0-9$%]+/)
    .filter(Boolean);

const pairs = (text: string) => {
  const w = words(text);
  return new Set(w.slice(1).map((word, i) => `${w[i]} ${word}`));
};

const similarity = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const pair of a) if (b.has(pair)) shared++;
  return shared / (a.size + b.size - shared || 1);
};

const documentsOf = (passage: string) => passage.split('\n---\n').length;

describe('built-in question bank', () => {
  it('is what the data files say, read afresh (the start-up cache is not stale)', () => {
    expect(BANK).toEqual(loadBank(CONTENT_DIR));
  });

  it.each(TOEIC_PARTS.map(({ part }) => [part, MIN_PER_PART[part]!] as const))(
    'Part %i holds at least %i items',
    (part, min) => {
      expect(ofPart(part).length).toBeGreaterThanOrEqual(min);
    },
  );

  it.each(BANK.map((q) => [q.id, q] as const))('%s is schema-valid and well formed', (_id, q) => {
    expect(bankQuestionSchema.safeParse(q).error?.issues ?? []).toEqual([]);
    const count = optionCountFor(q.part);
    expect(q.options).toHaveLength(count);
    expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size).toBe(count);
    expect(Number.isInteger(q.correctAnswer)).toBe(true);
    expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
    expect(q.correctAnswer).toBeLessThan(count);
    expect(q.type).toBe(partByKey(`part${q.part}`)?.type);
    for (const lang of LANGUAGES) expect(q.explanation[lang].trim().length).toBeGreaterThan(20);
    if (q.part <= 4) expect(q.transcript).toBeTruthy();
    if (q.part === 1) expect(q.scene).toBeTruthy();
    if (q.part >= 6) expect(q.passage).toBeTruthy();
    if (q.part === 5) expect(q.question).toMatch(/-{4,}/);
  });

  it('Parts 1–4: every explanation names each option, in every language', () => {
    const letters = (q: BankQuestion) => q.options.map((_, i) => `(${'ABCD'[i]})`);
    const missing = BANK.filter((q) => q.part <= 4).flatMap((q) =>
      LANGUAGES.flatMap((lang) =>
        letters(q)
          .filter((letter) => !q.explanation[lang].includes(letter))
          .map((letter) => `${q.id} ${lang} ${letter}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('Part 1: the scene never states the keyed statement word for word', () => {
    const copied = ofPart(1).filter((q) => {
      expect(q.question).toBe(PHOTO_QUESTION);
      const key = pairs(q.options[q.correctAnswer]!);
      const scene = pairs(q.scene!);
      return [...key].filter((pair) => scene.has(pair)).length / key.size > 0.6;
    });
    expect(copied.map((q) => q.id)).toEqual([]);
  });

  it('has unique ids and no near-duplicate stems within a part', () => {
    expect(new Set(BANK.map((q) => q.id)).size).toBe(BANK.length);
    const close: string[] = [];
    for (const { part } of TOEIC_PARTS) {
      const units = new Map<string, Set<string>>();
      for (const q of ofPart(part)) units.set(unitOf(q), pairs(stemOf(q)));
      const list = [...units];
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const score = similarity(list[i]![1], list[j]![1]);
          if (score >= NEAR_DUPLICATE) close.push(`${list[i]![0]} ~ ${list[j]![0]}`);
        }
      }
    }
    expect(close).toEqual([]);
  });

  it('uses each named person in one item or set only', () => {
    const seen = new Map<string, Set<string>>();
    const NAME = /\b(?:Mr|Ms|Mrs|Dr)\.\s+([A-Z][\w'’-]+)|^\[[^\]]+\]\s+([A-Z]\w+ [A-Z][\w'’-]+):/gm;
    for (const q of BANK) {
      const text = [q.question, q.scene, q.transcript, q.passage, ...q.options].join('\n');
      for (const match of text.matchAll(NAME)) {
        const name = (match[1] ?? match[2]!.split(' ')[1])!;
        seen.set(name, (seen.get(name) ?? new Set()).add(unitOf(q)));
      }
    }
    const repeated = [...seen].filter(([, units]) => units.size > 1).map(([name]) => name);
    expect(repeated).toEqual([]);
  });

  it('covers every part at every level with at least the minimum share', () => {
    for (const { part } of TOEIC_PARTS) {
      const all = ofPart(part).length;
      for (let level = 1; level <= 5; level++) {
        const n = ofPart(part).filter((q) => q.difficulty === level).length;
        expect(n / all, `part ${part} level ${level}`).toBeGreaterThanOrEqual(MIN_LEVEL_SHARE);
      }
    }
  });

  it('groups Parts 3, 4, 6 and 7 around one shared text, at one level', () => {
    for (const part of [3, 4, 6, 7]) {
      expect(ofPart(part).every((q) => q.groupId)).toBe(true);
      for (const members of groupsOf(part)) {
        const id = members[0]!.groupId!;
        expect(new Set(members.map((q) => q.transcript ?? q.passage)).size, id).toBe(1);
        expect(new Set(members.map((q) => q.difficulty)).size, id).toBe(1);
      }
    }
  });

  it('Parts 3 and 4: three questions per conversation or talk; one voice in a talk', () => {
    for (const part of [3, 4]) {
      for (const members of groupsOf(part)) {
        expect(members.length, members[0]!.groupId).toBe(3);
      }
    }
    for (const [talk] of groupsOf(4)) {
      expect(talk!.transcript!.split('\n'), talk!.groupId).toHaveLength(1);
    }
  });

  it('Part 3 has three-speaker conversations and Parts 3–4 have graphics', () => {
    const threeSpeakers = groupsOf(3).filter(([q]) => {
      const speakers = new Set(q!.transcript!.split('\n').map((line) => line.split(':')[0]));
      return speakers.size >= 3;
    });
    // A real form has two or three of each; the bank holds enough for three forms.
    expect(threeSpeakers.length).toBeGreaterThanOrEqual(6);
    for (const part of [3, 4]) {
      const graphics = ofPart(part).filter((q) => q.question.startsWith('Look at the graphic'));
      expect(graphics.length, `part ${part}`).toBeGreaterThanOrEqual(6);
    }
  });

  it('every "Look at the graphic" question shows one, and charts and plans are drawn from data', () => {
    const cued = BANK.filter((q) => q.question.startsWith('Look at the graphic'));
    // A structured graphic travels as data; an older text one stands under the stem.
    for (const q of cued) expect(q.graphic ?? q.question.split('\n').length > 3, q.id).toBeTruthy();
    for (const q of BANK.filter((q) => q.graphic)) expect([3, 4, 7], q.id).toContain(q.part);
    const setsOf = (kind: string) =>
      new Set(cued.filter((q) => q.graphic?.kind === kind).map((q) => `${q.part} ${unitOf(q)}`));
    for (const kind of ['bar-chart', 'floor-plan']) {
      const sets = [...setsOf(kind)];
      expect(sets.length, kind).toBeGreaterThanOrEqual(3);
      // In the listening parts and in reading alike.
      expect(new Set(sets.map((s) => s.split(' ')[0])), kind).toEqual(new Set(['3', '4', '7']));
    }
  });

  it('Part 6: four numbered blanks per text, one of them a sentence insertion', () => {
    for (const members of groupsOf(6)) {
      const id = members[0]!.groupId!;
      expect(
        members.map((q) => q.question),
        id,
      ).toEqual([1, 2, 3, 4].map((n) => `Which choice best fills blank (${n})?`));
      for (const n of [1, 2, 3, 4]) expect(members[0]!.passage, id).toContain(`-- (${n}) --`);
      const sentences = members.filter((q) =>
        q.options.every((o) => o.trim().split(/\s+/).length >= 5 && /[.!?]$/.test(o.trim())),
      );
      expect(sentences.length, id).toBe(1);
    }
  });

  it('Part 7: single texts have 2–4 questions, double and triple sets five', () => {
    const shapes = { single: 0, double: 0, triple: 0 };
    for (const members of groupsOf(7)) {
      const id = members[0]!.groupId!;
      const documents = documentsOf(members[0]!.passage!);
      if (documents === 1) {
        shapes.single++;
        expect(members.length, id).toBeGreaterThanOrEqual(2);
        expect(members.length, id).toBeLessThanOrEqual(4);
      } else {
        shapes[documents === 2 ? 'double' : 'triple']++;
        expect(documents, id).toBeLessThanOrEqual(3);
        expect(members.length, id).toBe(5);
      }
    }
    // Two of each per form (as on the real test), so three forms and more.
    expect(shapes.double).toBeGreaterThanOrEqual(6);
    expect(shapes.triple).toBeGreaterThanOrEqual(9);
  });

  it('Part 7: text-message chains ask what a writer means by a phrase', () => {
    const chains = groupsOf(7).filter(([q]) => /^\[\d{1,2}:\d{2} [AP]\.M\.\]/.test(q!.passage!));
    const withIntent = chains.filter((members) =>
      members.some((q) => /(mean|imply) when (s?he|they) writes?/.test(q.question)),
    );
    expect(withIntent.length).toBeGreaterThanOrEqual(7);
  });
});
