import { describe, expect, it } from 'vitest';
import type { BankQuestion } from '@toeic-ace/contract';
import { readBank } from '../modules/questions';
import { partVerdicts } from './checks';
import { undiscussed } from './coverage';
import type { LevelFigures } from './figures';
import { isKeyLongest, part5Skills, partFigures } from './figures';
import { auditBank, renderAudit } from './index';

const BANK = readBank().bank;
import { familyNames, repeatedKeyPairs, repeatedOptionSets } from './repeats';

/** A Part 5 item; each test changes what it is about. */
let serial = 0;
const item = (over: Partial<BankQuestion> = {}): BankQuestion => ({
  id: `bank-p5-l1-${++serial}`,
  type: 'reading',
  part: 5,
  difficulty: 1,
  question: 'Please send the report ------- Friday.',
  options: ['at', 'of', 'by', 'with'],
  correctAnswer: 2,
  explanation: {
    zh: '(C) by 表示期限。(A) at (B) of (D) with 不合适。',
    ja: '(C) by は期限。(A)(B)(D) は不適切です。',
    en: '(C) "By" marks a deadline; (A), (B) and (D) do not fit.',
  },
  tags: ['preposition'],
  ...over,
});

describe('bank audit figures', () => {
  it('counts a key as longest only when it is strictly longer, in characters, than every other option', () => {
    expect(isKeyLongest(item({ options: ['a', 'bb', 'ccc', 'dd'] }))).toBe(true);
    expect(isKeyLongest(item({ options: ['a', 'bb', 'ccc', 'ddd'] }))).toBe(false);
    expect(isKeyLongest(item({ options: ['aaaa', 'bb', 'ccc', 'dd'] }))).toBe(false);
  });

  it('finds an option discussed by its letter, full-width letter or its own words, never inside another word', () => {
    const q = item({
      options: ['at', 'more early', 'by', 'with'],
      explanation: {
        zh: '（C）by 表示期限；at 用于钟点；(D) 不对。', // B missing
        ja: '(A)(B)(C)(D) すべて説明。',
        en: 'That is why "by" fits; "with" and "More early" do not.', // "at" only inside "That"
      },
    });
    expect(undiscussed(q)).toEqual({ zh: ['B'], ja: [], en: ['A'] });
  });

  it('gives per level the key letters, stimulus words and rare-word share', () => {
    const easy = item({ question: 'The shop opens ------- nine.', correctAnswer: 0 });
    const hard = item({
      difficulty: 2,
      question: 'The consortium postponed ratification ------- the arbitration concluded.',
      correctAnswer: 1,
    });
    const [level1, level2, all] = partFigures([easy, hard], 5);
    expect(level1).toMatchObject({ level: 1, items: 1, keys: [1, 0, 0, 0], stimulusWords: 4 });
    expect(level2).toMatchObject({ level: 2, keys: [0, 1, 0, 0], stimulusWords: 7 });
    expect(level2!.rareWords).toBeGreaterThan(level1!.rareWords);
    expect(all).toMatchObject({ level: 0, items: 2, units: 2 });
  });

  it('tells word-meaning items from grammar items by their tags, per level', () => {
    const skills = part5Skills([
      item({ tags: ['vocabulary'] }),
      item({ tags: ['collocation', 'office'] }),
      item({ tags: ['inversion'], difficulty: 5 }),
    ]);
    expect(skills[0]).toMatchObject({ level: 1, items: 2, wordMeaning: 2, inversion: 0 });
    expect(skills[4]).toMatchObject({ level: 5, items: 1, wordMeaning: 0, inversion: 1 });
  });

  it('counts levels as different only when each rises at least 5 % above the one below', () => {
    const levels = (words: number[]): LevelFigures[] =>
      [...words, 0].map((stimulusWords, i) => ({
        level: i < words.length ? i + 1 : 0,
        items: 4,
        units: 4,
        keys: [1, 1, 1, 1],
        keyLongest: 1,
        covered: { zh: 4, ja: 4, en: 4 },
        stimulusWords,
        rareWords: 0.1 * 1.1 ** i,
      }));
    const stimulus = (words: number[]) =>
      partVerdicts(5, levels(words)).find((v) => v.limit.includes('stimulus'))!;
    expect(stimulus([10, 11, 12, 13, 14]).pass).toBe(true);
    // 105.0 → 105.8: longer, but not measurably.
    expect(stimulus([60, 80, 105, 105.8, 130]).pass).toBe(false);
    expect(stimulus([10, 11, 12, 13]).pass).toBe(false);
  });

  it('finds people named twice, repeated option sets and a key set against the same distractor twice', () => {
    expect(familyNames('Ms. Okafor met Priya Raman’s team on Lakeview Avenue on Tuesday.')).toEqual(
      ['Okafor', 'Raman'],
    );
    const first = item({
      options: ['contingent', 'consistent', 'constant', 'content'],
      correctAnswer: 0,
    });
    const second = item({
      options: ['contingent', 'consistent', 'eligible', 'liable'],
      correctAnswer: 0,
    });
    expect([...repeatedKeyPairs([first, second]).keys()]).toEqual(['contingent ≠ consistent']);
    const shuffled = item({ options: ['content', 'constant', 'consistent', 'contingent'] });
    expect([...repeatedOptionSets([first, shuffled]).values()]).toEqual([[first.id, shuffled.id]]);
  });
});

describe('bank audit of the built-in bank', () => {
  const audit = auditBank(BANK);

  it('checks every limit and prints each part, level and verdict', () => {
    const text = renderAudit(audit);
    for (let part = 1; part <= 7; part++) expect(text).toContain(`Part ${part} — `);
    // Items, five forms, per part the letters and two rising figures (and the longest key where
    // limited), Part 5's three skill limits, explanations in three languages.
    expect(audit.verdicts).toHaveLength(2 + 7 * 3 + 6 + 3 + 3);
    for (const verdict of audit.verdicts) expect(text).toContain(verdict.limit);
    expect(audit.forms.needed).toBe(1000);
    expect(audit.forms.distinct).toBeLessThanOrEqual(Math.min(BANK.length, 1000));
  });
});
