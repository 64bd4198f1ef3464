import { describe, expect, it } from 'vitest';
import { csvRecordToImportWord, csvRecordsToImportWords } from './vocabulary-csv';
import {
  addWordRequestSchema,
  CSV_CELL_NEEDS_PREFIX,
  CSV_CELL_PREFIX,
  csvCellFromExport,
  importWordSchema,
  vocabularyExportFilename,
  WORD_PROBLEM_MESSAGES,
  wordProblem,
} from './index';

describe('csvRecordToImportWord', () => {
  it('keeps the recognised columns, reads mastered and the numeric columns', () => {
    expect(
      csvRecordToImportWord({
        word: '  venue ',
        definition: 'a place',
        phonetic: '',
        mastered: 'TRUE',
        reviewCount: '3',
        easeIndex: '2.6',
        intervalDays: 'soon',
        nextReviewDate: '2026-01-01T00:00:00.000Z',
        unknown: 'ignored',
      }),
    ).toEqual({
      word: 'venue',
      definition: 'a place',
      mastered: true,
      reviewCount: 3,
      easeIndex: 2.6,
      nextReviewDate: '2026-01-01T00:00:00.000Z',
    });
  });

  it('reads any other mastered text as false and drops rows without a word', () => {
    expect(csvRecordToImportWord({ word: 'a', mastered: 'yes' })).toEqual({
      word: 'a',
      mastered: false,
    });
    expect(
      csvRecordsToImportWords([{ word: '' }, { word: '  ' }, { definition: 'x' }, { word: 'b' }]),
    ).toEqual([{ word: 'b' }]);
  });

  it('reads definitionSource when it names a source; the import calls the rest the learner’s', () => {
    const rows = csvRecordsToImportWords([
      { word: 'agenda', definition: '议程', definitionSource: ' Dictionary ' },
      { word: 'memo', definition: '备忘录', definitionSource: 'teacher' },
      { word: 'venue', definition: '场地' },
    ]);
    expect(rows.map((r) => r.definitionSource)).toEqual(['dictionary', undefined, undefined]);
    expect(rows.map((r) => importWordSchema.parse(r).definitionSource)).toEqual([
      'dictionary',
      'learner',
      'learner',
    ]);
    expect(importWordSchema.parse({ word: 'quota', definitionSource: 'learner' })).toMatchObject({
      definition: null,
      definitionSource: null,
    });
  });

  it("takes away the ' export put before a cell a spreadsheet would run, and only that", () => {
    expect(
      csvRecordToImportWord({
        word: "'-2+3",
        definition: '\'=HYPERLINK("x")',
        context: "'@SUM(A1)",
        notes: "'\tindented",
        phonetic: "''tis",
      }),
    ).toEqual({
      word: '-2+3',
      definition: '=HYPERLINK("x")',
      context: '@SUM(A1)',
      notes: '\tindented',
      phonetic: "'tis",
    });
    // A ' the export did not add stays: a file written by hand keeps its apostrophes.
    expect(csvRecordToImportWord({ word: "'tis", notes: "'", reviewCount: "'3" })).toEqual({
      word: "'tis",
      notes: "'",
    });
  });
});

describe('csvCellFromExport', () => {
  it('inverts the export prefix for every cell the export prefixes', () => {
    const cells = ['=1', '+1', '-1', '@a', '\tx', '\rx', "'", "'=", 'plain', '', 'a=b'];
    for (const cell of cells) {
      const exported = CSV_CELL_NEEDS_PREFIX.test(cell) ? `${CSV_CELL_PREFIX}${cell}` : cell;
      expect(csvCellFromExport(exported)).toBe(cell);
    }
  });
});

describe('importWordSchema', () => {
  it('turns empty texts into null and fills the review defaults', () => {
    const parsed = importWordSchema.parse({ word: 'venue', notes: '', context: 'c' });
    expect(parsed).toMatchObject({
      notes: null,
      context: 'c',
      reviewCount: 0,
      easeIndex: 2.5,
      intervalDays: 1,
      nextReviewDate: null,
      sourceType: 'import',
      language: 'zh',
    });
  });

  it('prefers flat review fields to nested reviewData', () => {
    const parsed = importWordSchema.parse({
      word: 'venue',
      reviewCount: 7,
      reviewData: { reviewCount: 2, easeIndex: 2.1 },
    });
    expect(parsed).toMatchObject({ reviewCount: 7, easeIndex: 2.1 });
  });

  it('refuses control characters and dates outside 1970–9999, keeps line breaks in notes', () => {
    expect(importWordSchema.safeParse({ word: 'ab\u0000c' }).success).toBe(false);
    expect(importWordSchema.safeParse({ word: 'venue', notes: 'x\u0007y' }).success).toBe(false);
    expect(importWordSchema.safeParse({ word: 'venue', notes: 'x\r\n\ty' }).success).toBe(true);
    expect(
      importWordSchema.safeParse({ word: 'venue', createdAt: '+010000-01-01T00:00:00Z' }).success,
    ).toBe(false);
  });
});

describe('what a notebook word is (wordProblem, enforced by the add and import schemas)', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['a', 'tooFewLetters'],
    [' I ', 'tooFewLetters'],
    ['5', 'tooFewLetters'],
    ['a1', 'tooFewLetters'],
    ['<b>bold</b>', 'markup'],
    ['bold<br>', 'markup'],
    ['fish &amp; chips', 'markup'],
    ['x'.repeat(101), 'tooLong'],
  ])('refuses %j (%s)', (word, problem) => {
    expect(wordProblem(word)).toBe(problem);
    expect(addWordRequestSchema.safeParse({ word }).success).toBe(false);
    expect(importWordSchema.safeParse({ word }).success).toBe(false);
  });

  it.each(['TV', 'venue', 'the same as', 'e-mail', "o'clock", '予定', '勉強', 'x'.repeat(100)])(
    'takes %j',
    (word) => {
      expect(wordProblem(word)).toBeNull();
      expect(addWordRequestSchema.parse({ word: ` ${word} ` }).word).toBe(word);
    },
  );

  it('names the rule in the server’s message', () => {
    const result = addWordRequestSchema.safeParse({ word: 'a' });
    expect(result.error?.issues[0]?.message).toBe(WORD_PROBLEM_MESSAGES.tooFewLetters);
  });
});

it('names export files after the UTC day', () => {
  expect(vocabularyExportFilename('anki', new Date('2026-12-31T23:59:59Z'))).toBe(
    'vocabulary_export_2026-12-31.apkg',
  );
});
