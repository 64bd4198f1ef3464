import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../../content-dir';
import { loadBankCached } from './cache';
import { PART_FILES } from './format';
import { BankContentError, loadBank } from './load';

/** The loader against a copy of the data files that a test then edits as an author might. */
describe('reading the bank’s data files', () => {
  let dir: string;
  const file = (part: keyof typeof PART_FILES) => join(dir, PART_FILES[part].file);
  const edit = (part: keyof typeof PART_FILES, change: (text: string) => string) =>
    writeFileSync(file(part), change(readFileSync(file(part), 'utf8')));
  const problemsOf = (load: () => unknown): string[] => {
    try {
      load();
    } catch (error) {
      if (error instanceof BankContentError) return error.problems;
      throw error;
    }
    return [];
  };
  /** The 1-based line of the first line of `file` that contains `text`. */
  const lineOf = (part: keyof typeof PART_FILES, text: string) =>
    readFileSync(file(part), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bank-content-'));
    cpSync(CONTENT_DIR, dir, { recursive: true, filter: (src) => !src.includes('.cache') });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names the file, line, item and field of every mistake', () => {
    edit(5, (text) =>
      text
        .replace('- id: bank-p5-l1-02\n  level: 1', '- id: bank-p5-l1-02\n  level: 6')
        .replace(/(- id: bank-p5-l1-03[\s\S]*?)answer: D/, '$1answer: E')
        .replace(/(- id: bank-p5-l1-04[\s\S]*?)tags:/, '$1tgas:'),
    );
    edit(3, (text) => text.replace(/(- id: bank-p3-l1-02\n)/, '$1      extra: true\n'));
    const problems = problemsOf(() => loadBank(dir));
    const part5 = PART_FILES[5].file;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^${part5}:${lineOf(5, 'level: 6')}: bank-p5-l1-02 level: .*<=5`),
        ),
        expect.stringMatching(
          new RegExp(`^${part5}:${lineOf(5, 'answer: E')}: bank-p5-l1-03 answer: .*"A"`),
        ),
        expect.stringMatching(/bank-p5-l1-04 (tags|entry): /),
        expect.stringMatching(/bank-p5-l1-04 .*tgas/),
        expect.stringMatching(
          new RegExp(`^${PART_FILES[3].file}:\\d+: bank-p3-l1-g1 questions\\[1\\].*extra`),
        ),
      ]),
    );
  });

  it('carries a structured graphic as data and appends a text one under its stem', () => {
    edit(3, (text) =>
      text.replace(
        / {2}graphic:\n {4}kind: table\n {4}title: FLOWER PRICES\n[\s\S]*?(?= {2}questions:)/,
        '  graphic: |-\n    FLOWER PRICES\n    Size | Price\n    Small | $20\n',
      ),
    );
    const bank = new Map(loadBank(dir).map((q) => [q.id, q]));
    const plan = bank.get('bank-p3-l3-47')!;
    expect(plan.question).toBe('Look at the graphic. Which room will the man move into?');
    expect(plan.graphic).toMatchObject({ kind: 'floor-plan', title: 'SECOND FLOOR' });
    // Only the question that cues it carries it.
    expect(bank.get('bank-p3-l3-46')!.graphic).toBeUndefined();
    const text = bank.get('bank-p3-l1-20')!;
    expect(text.graphic).toBeUndefined();
    expect(text.question).toBe(
      'Look at the graphic. How much will the man pay for the flowers?\n\nFLOWER PRICES\nSize | Price\nSmall | $20',
    );
  });

  it('checks a structured graphic like any other field, and that a question shows it', () => {
    edit(3, (text) =>
      text
        .replace(
          '{ label: Kitchen, x: 2, y: 3, w: 2, h: 1 }',
          '{ label: Kitchen, x: 1, y: 3, w: 2, h: 1 }',
        )
        .replace(
          'question: Where does the woman work?',
          'question: Look at the graphic. Where does the woman work?',
        ),
    );
    edit(4, (text) =>
      text.replace(
        'marker: { label: You are here, x: 5, y: 3.5 }',
        'marker: { label: You are here, x: 5, y: 3.5, colour: red }',
      ),
    );
    edit(7, (text) =>
      text.replace(
        'question: Look at the graphic. What will be added to the break room on May 8?',
        'question: According to the chart, what will be added to the break room on May 8?',
      ),
    );
    const problems = problemsOf(() => loadBank(dir));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^part3-conversations\.yaml:\d+: bank-p3-l3-g16 graphic\.areas\[5\]: the area overlaps areas\[4\] \(Room 204\)$/,
        ),
        expect.stringMatching(
          /^part3-conversations\.yaml:\d+: bank-p3-l1-g1 questions\[0\]\.question: "Look at the graphic" in a set without a graphic$/,
        ),
        expect.stringMatching(
          /^part4-talks\.yaml:\d+: bank-p4-l3-g11 graphic\.marker\.colour: Unrecognized key: "colour"$/,
        ),
        expect.stringMatching(
          /^part7-reading-comprehension\.yaml:\d+: bank-p7-l2-g15 graphic: no question starts "Look at the graphic"/,
        ),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('reports YAML that does not parse, with its line', () => {
    edit(2, (text) => text.replace('  answer: B\n', '  answer: [B\n'));
    const [problem] = problemsOf(() => loadBank(dir));
    expect(problem).toMatch(new RegExp(`^${PART_FILES[2].file}: .*line \\d+`));
  });

  it('refuses an id used twice, across sets and files', () => {
    edit(7, (text) => text.replace('- id: bank-p7-l1-02', '- id: bank-p7-l1-01'));
    edit(6, (text) => text.replace('- set: bank-p6-l1-g2', '- set: bank-p6-l1-g1'));
    expect(problemsOf(() => loadBank(dir))).toEqual(
      expect.arrayContaining([
        `${PART_FILES[7].file}: bank-p7-l1-01: the id is used twice`,
        `${PART_FILES[6].file}: bank-p6-l1-g1: the id is used twice`,
      ]),
    );
  });

  it('keeps the checked bank between starts and rebuilds it when a file changes', () => {
    const cache = join(dir, '.cache', 'bank.json');
    const first = loadBankCached(dir, cache);
    expect(first.bank).toEqual(loadBank(dir));
    // The next start reads the cache (proved by a mark only the cache carries).
    const stored = JSON.parse(readFileSync(cache, 'utf8')) as { bank: { tags: string[] }[] };
    stored.bank[0]!.tags = ['read from the cache'];
    writeFileSync(cache, JSON.stringify(stored));
    expect(loadBankCached(dir, cache).bank[0]!.tags).toEqual(['read from the cache']);

    edit(1, (text) => text.replace('tags: [action, office]', 'tags: [action, workplace]'));
    const second = loadBankCached(dir, cache);
    expect(second.bank[0]!.tags).toEqual(['action', 'workplace']);
    expect(second.revision).not.toBe(first.revision);

    // A broken cache file is rebuilt; a folder that cannot hold one still loads.
    writeFileSync(cache, '{"key":');
    expect(loadBankCached(dir, cache).bank).toEqual(second.bank);
    expect(loadBankCached(dir, join(file(1), 'no', 'cache.json')).bank).toEqual(second.bank);
  });

  it('never keeps a bank with mistakes', () => {
    const cache = join(dir, '.cache', 'bank.json');
    edit(5, (text) =>
      text.replace('- id: bank-p5-l1-02\n  level: 1', '- id: bank-p5-l1-02\n  level: 0'),
    );
    expect(() => loadBankCached(dir, cache)).toThrow(BankContentError);
    expect(() => readFileSync(cache)).toThrow();
  });
});
