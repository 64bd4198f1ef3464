import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VOCABULARY_CSV_COLUMNS,
  csvRecordsToImportWords,
  hasControlChars,
  wordProblem,
  type VocabularyExportFile,
  type VocabularyWord,
} from '@toeic-ace/contract';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import { allWords, importOk, vocabularyCalls } from './vocabulary.fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Texts built from pieces CSV and JSON writers must get right, and any Unicode grapheme. */
const piece = fc.oneof(
  fc.constantFrom(
    ',',
    '"',
    '""',
    '\n',
    '\r\n',
    ' ',
    "'",
    ';',
    '=1+1',
    '生词',
    '単語',
    '😀',
    '👍🏽',
    'é',
  ),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);
const textOf = (maxLength: number) =>
  fc
    .array(piece, { maxLength: 6 })
    .map((parts) => parts.join('').slice(0, maxLength))
    .filter((t) => !hasControlChars(t));
const optional = (maxLength: number) => fc.option(textOf(maxLength), { nil: null });
const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());

const wordArb = fc.record({
  word: textOf(100)
    .map((t) => t.trim())
    .filter((t) => wordProblem(t) === null && !/^\s|\s$/.test(t)),
  definition: optional(300),
  definitionSource: fc.constantFrom('learner' as const, 'dictionary' as const),
  phonetic: optional(100),
  context: optional(500),
  notes: optional(2000),
  mastered: fc.boolean(),
  sourceType: fc.constantFrom('practice', 'review', 'chat'),
  language: fc.constantFrom('zh' as const, 'ja' as const, 'en' as const),
  tags: fc.uniqueArray(
    textOf(20)
      .map((t) => t.trim())
      .filter((t) => t.length > 0),
    {
      maxLength: 3,
    },
  ),
  meanings: fc.array(
    fc.record({
      partOfSpeech: textOf(20),
      definitions: fc.array(
        fc.record(
          { definition: textOf(100), synonyms: fc.array(textOf(20), { maxLength: 2 }) },
          { requiredKeys: ['definition'] },
        ),
        { maxLength: 2 },
      ),
    }),
    { maxLength: 2 },
  ),
  createdAt: isoDate,
  reviewCount: fc.nat({ max: 1000 }),
  easeIndex: fc.double({ min: 1.3, max: 5, noNaN: true }),
  intervalDays: fc.nat({ max: 36_500 }),
  nextReviewDate: fc.option(isoDate, { nil: null }),
  lastReviewDate: fc.option(isoDate, { nil: null }),
  fsrs: fc.option(
    fc.record({
      stability: fc.double({ min: 0.01, max: 1000, noNaN: true }),
      difficulty: fc.double({ min: 1, max: 10, noNaN: true }),
      state: fc.integer({ min: 0, max: 3 }),
      lapses: fc.nat({ max: 50 }),
      learningSteps: fc.nat({ max: 5 }),
    }),
    { nil: null },
  ),
});
const notebookArb = fc.uniqueArray(wordArb, {
  minLength: 1,
  maxLength: 12,
  selector: (w) => w.word.toLowerCase(),
});

async function freshAccount() {
  const { tokens } = await registerUser(app);
  return vocabularyCalls(app, tokens.accessToken);
}

/** A word as another account would hold it: ids and update times are the account's own. */
const portable = ({ id: _id, updatedAt: _updated, ...rest }: VocabularyWord) => rest;

/** Words added at the same instant come back in id order, and ids are each account's own. */
const byTimeThenWord = (words: VocabularyWord[]) =>
  [...words].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.word.localeCompare(b.word));

const csvFields = (w: VocabularyWord) =>
  Object.fromEntries(VOCABULARY_CSV_COLUMNS.map((c) => [c, w[c]]));

/** Each run registers two accounts and imports twice; CI machines are slow and busy, so the
 * property gets a budget of its own instead of the suite's default test timeout. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 10);
const PROPERTY_TIMEOUT_MS = 120_000;
const byWord = (words: VocabularyWord[]) => [...words].sort((a, b) => a.word.localeCompare(b.word));

describe('export → import into a fresh account', () => {
  it(
    'is lossless for JSON',
    async () => {
      await fc.assert(
        fc.asyncProperty(notebookArb, async (notebook) => {
          const source = await freshAccount();
          expect((await importOk(source, { words: notebook })).errorCount).toBe(0);
          const file = (await source.exportFile({ format: 'json' })).json<VocabularyExportFile>();

          const target = await freshAccount();
          const result = await importOk(target, { words: file.words });
          expect(result).toMatchObject({ successCount: notebook.length, errorCount: 0 });
          expect(byTimeThenWord(await allWords(target)).map(portable)).toEqual(
            byTimeThenWord(await allWords(source)).map(portable),
          );
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'is lossless for CSV in the columns CSV carries',
    async () => {
      await fc.assert(
        fc.asyncProperty(notebookArb, async (notebook) => {
          const source = await freshAccount();
          await importOk(source, { words: notebook });
          const csv = (await source.exportFile({ format: 'csv' })).body;

          const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
          expect(parsed.errors).toEqual([]);
          const target = await freshAccount();
          const result = await importOk(target, { words: csvRecordsToImportWords(parsed.data) });
          expect(result).toMatchObject({ successCount: notebook.length, errorCount: 0 });
          // CSV carries no creation time: the imported words all share the import's instant.
          expect(byWord(await allWords(target)).map(csvFields)).toEqual(
            byWord(await allWords(source)).map(csvFields),
          );
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
