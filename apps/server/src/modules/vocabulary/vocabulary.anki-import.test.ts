import { strToU8, zipSync } from 'fflate';
import { VOCABULARY_LIMITS, type AnkiReadResult, type VocabularyWord } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/app';
import {
  apkg,
  collectionBytes,
  legacyPackage,
  modernPackage,
  toBase64,
  withStatedSize,
  zipBomb,
  zstdBomb,
  type FixtureCollection,
} from './anki/test-packages';
import { allWords, importOk, type VocabularyCalls, newVocabularyUser } from './vocabulary.fixtures';

const now = new Date('2026-08-20T10:00:00.000Z');
const DAY = 86_400;
const app = testAppPerFile({ app: { clock: () => now } });

const learner = () => newVocabularyUser(app());

async function read(calls: VocabularyCalls, pkg: Uint8Array) {
  const res = await calls.readAnki({ package: toBase64(pkg) });
  return { res, data: res.statusCode === 200 ? res.json<{ data: AnkiReadResult }>().data : null };
}

/** Anki's Basic note type (Front/Back), studied a little: one review, one learning, one new. */
const crt = Date.UTC(2026, 6, 1) / 1000;
const basicDeck: FixtureCollection = {
  crt,
  models: { 1_342_697_561_419: { name: 'Basic', fields: ['Front', 'Back'] } },
  notes: [
    {
      id: 1_750_000_000_000,
      modelId: 1_342_697_561_419,
      fields: ['<b>negotiate</b>', 'to discuss&nbsp;terms<br>谈判 tánpàn [sound:negotiate.mp3]'],
      tags: ' business leech ',
    },
    { id: 1_750_000_000_001, modelId: 1_342_697_561_419, fields: ['invoice', '发票'] },
    { id: 1_750_000_000_002, modelId: 1_342_697_561_419, fields: ['agenda', '<div>议程</div>'] },
    { id: 1_750_000_000_003, modelId: 1_342_697_561_419, fields: ['<br>', 'no front'] },
  ],
  cards: [
    // Review card due on day 40 of the collection, interval 12 days, ease 230 %, FSRS state.
    {
      id: 11,
      noteId: 1_750_000_000_000,
      type: 2,
      queue: 2,
      due: 40,
      ivl: 12,
      factor: 2300,
      reps: 6,
      lapses: 1,
      data: '{"s":14.2,"d":5.1,"dr":0.9}',
    },
    // Learning card: due is a Unix time in seconds.
    {
      id: 12,
      noteId: 1_750_000_000_001,
      type: 1,
      queue: 1,
      due: 1_787_000_000,
      ivl: 0,
      factor: 2500,
      reps: 1,
    },
    { id: 13, noteId: 1_750_000_000_002, type: 0, queue: 0, due: 3, ivl: 0, factor: 0, reps: 0 },
    { id: 14, noteId: 1_750_000_000_003, type: 0, queue: 0, due: 4, ivl: 0, factor: 0, reps: 0 },
  ],
  revlog: [
    { cardId: 11, at: Date.UTC(2026, 7, 1, 8) },
    { cardId: 11, at: Date.UTC(2026, 7, 2, 8) },
  ],
};

const expectedBasicWords = [
  {
    word: 'negotiate',
    definition: 'to discuss terms\n谈判 tánpàn',
    phonetic: null,
    context: null,
    notes: null,
    tags: ['business', 'leech'],
    mastered: false,
    createdAt: new Date(1_750_000_000_000).toISOString(),
    reviewCount: 6,
    easeIndex: 2.3,
    intervalDays: 12,
    nextReviewDate: new Date((Math.floor(crt / DAY) + 40) * DAY * 1000).toISOString(),
    lastReviewDate: new Date(Date.UTC(2026, 7, 2, 8)).toISOString(),
    fsrs: { stability: 14.2, difficulty: 5.1, state: 2, lapses: 1, learningSteps: 0 },
  },
  expect.objectContaining({
    word: 'invoice',
    definition: '发票',
    reviewCount: 1,
    intervalDays: 0,
    nextReviewDate: new Date(1_787_000_000 * 1000).toISOString(),
    fsrs: null,
  }),
  {
    word: 'agenda',
    definition: '议程',
    phonetic: null,
    context: null,
    notes: null,
    tags: [],
    mastered: false,
    createdAt: new Date(1_750_000_000_002).toISOString(),
  },
];

describe('POST /api/vocabulary/import/anki', () => {
  it("reads Anki's own legacy deck: Front/Back, HTML to text, scheduling where present", async () => {
    const { res, data } = await read(await learner(), legacyPackage(basicDeck));
    expect(res.statusCode).toBe(200);
    expect(data!.noteCount).toBe(4);
    // The note whose front is only markup has no word and is left out.
    expect(data!.words).toEqual(expectedBasicWords);
  });

  it('reads an Anki 2.1.50+ package from its zstd collection, not the stub beside it', async () => {
    const { res, data } = await read(await learner(), modernPackage(basicDeck));
    expect(res.statusCode).toBe(200);
    expect(data!.words).toEqual(expectedBasicWords);
  });

  it('fits long texts and many tags to the notebook rather than losing the note', async () => {
    const long: FixtureCollection = {
      crt,
      // Someone's own note type that happens to have a field named Word: read by position.
      models: { 7: { name: 'Vocab (mine)', fields: ['Word', 'Meaning', 'Example'] } },
      notes: [
        {
          id: 1_750_000_000_000,
          modelId: 7,
          fields: ['budget', 'x'.repeat(VOCABULARY_LIMITS.definitionMaxLength + 500), 'ex'],
          tags: Array.from({ length: 30 }, (_, i) => `tag${i}`).join(' '),
        },
      ],
      cards: [],
    };
    const calls = await learner();
    const { data } = await read(calls, legacyPackage(long));
    const [word] = data!.words;
    expect(word!.definition).toHaveLength(VOCABULARY_LIMITS.definitionMaxLength);
    expect(word!.definition!.endsWith('…')).toBe(true);
    expect(word!.tags).toHaveLength(VOCABULARY_LIMITS.tagsMax);
    expect(await importOk(calls, { words: data!.words })).toMatchObject({ successCount: 1 });
  });

  it('imports the words read, each checked by the import as any other word', async () => {
    const calls = await learner();
    const { data } = await read(calls, legacyPackage(basicDeck));
    const result = await importOk(calls, { words: data!.words });
    expect(result).toMatchObject({ totalWords: 3, successCount: 3, errorCount: 0 });
    const [negotiate] = await allWords(calls);
    expect(negotiate).toMatchObject({
      word: 'negotiate',
      definition: 'to discuss terms\n谈判 tánpàn',
      // A deck's Back is the learner's own text, never labelled as the dictionary's.
      definitionSource: 'learner',
      reviewCount: 6,
      intervalDays: 12,
      easeIndex: 2.3,
      sourceType: 'import',
    });
  });

  it('round-trips our own export: every field the card carries comes back', async () => {
    const source = await learner();
    await importOk(source, {
      words: [
        {
          word: 'reimburse',
          definition: '偿还 chánghuán；报销 bàoxiāo',
          definitionSource: 'dictionary',
          phonetic: '/ˌriːɪmˈbɜːs/',
          context: 'We <b>will</b> reimburse travel & meals.',
          notes: 'finance\nsee also: refund',
          tags: ['part5', 'money'],
          mastered: true,
          reviewCount: 5,
          easeIndex: 2.36,
          intervalDays: 12,
          lastReviewDate: '2026-08-10T00:00:00.000Z',
          nextReviewDate: '2026-08-22T00:00:00.000Z',
          fsrs: { stability: 12.346, difficulty: 4.568, state: 2, lapses: 1, learningSteps: 0 },
          createdAt: '2026-05-01T08:00:00.000Z',
        },
        { word: 'fresh', definition: 'not yet reviewed', createdAt: '2026-05-02T08:00:00.000Z' },
        { word: '予定', definition: 'よてい；スケジュール', createdAt: '2026-05-03T08:00:00.000Z' },
      ],
    });
    const exported = await source.exportFile({ format: 'anki' });
    expect(exported.statusCode).toBe(200);

    const target = await learner();
    const { data } = await read(target, new Uint8Array(exported.rawPayload));
    await importOk(target, { words: data!.words });
    const fields = (w: VocabularyWord) => ({
      word: w.word,
      definition: w.definition,
      definitionSource: w.definitionSource,
      phonetic: w.phonetic,
      context: w.context,
      notes: w.notes,
      tags: w.tags,
      mastered: w.mastered,
      createdAt: w.createdAt,
      reviewCount: w.reviewCount,
      easeIndex: w.easeIndex,
      intervalDays: w.intervalDays,
      nextReviewDate: w.nextReviewDate,
      lastReviewDate: w.lastReviewDate,
      fsrs: w.fsrs && { stability: w.fsrs.stability, difficulty: w.fsrs.difficulty },
    });
    expect((await allWords(target)).map(fields)).toEqual((await allWords(source)).map(fields));
  });

  it('refuses what is not a package with a clear 400', async () => {
    const calls = await learner();
    const noCollection = apkg({ media: strToU8('{}') });
    const notSqlite = apkg({ 'collection.anki2': strToU8('hello, not a database') });
    for (const pkg of [strToU8('not a zip at all'), strToU8('PK'), noCollection, notSqlite]) {
      const { res } = await read(calls, pkg);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('ANKI_PACKAGE_INVALID');
    }
  });

  it('stops zip and zstd bombs at the collection limit, before inflating them whole', async () => {
    const calls = await learner();
    const limit = VOCABULARY_LIMITS.ankiCollectionMaxBytes;
    const over = limit / 1024 / 1024 + 2;
    const honest = await zipBomb(over);
    expect(honest.length).toBeLessThan(1024 * 1024);
    const zstd = zipSync({ 'collection.anki21b': zstdBomb((over * 1024 * 1024) / (128 * 1024)) });
    for (const pkg of [honest, zstd]) {
      const { res } = await read(calls, pkg);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({
        code: 'ANKI_PACKAGE_TOO_LARGE',
        details: { limit },
      });
    }
    // A bomb whose directory claims a few bytes fails once it inflates past them.
    const { res } = await read(calls, withStatedSize(honest, 1_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('ANKI_PACKAGE_INVALID');
    // Each bomb inflates up to the limit on disk before it is stopped: seconds on a busy machine.
  }, 90_000);

  it('refuses a 50 MB package and more notes than one import takes, naming the limit', async () => {
    const calls = await learner();
    const big = await calls.readAnki({
      package: 'A'.repeat(Math.ceil((50 * 1024 * 1024 * 4) / 3)),
    });
    expect(big.statusCode).toBe(413);

    const many: FixtureCollection = {
      crt,
      models: { 1: { name: 'Basic', fields: ['Front', 'Back'] } },
      notes: Array.from({ length: VOCABULARY_LIMITS.importMaxWords + 1 }, (_, i) => ({
        id: 1_750_000_000_000 + i,
        modelId: 1,
        fields: [`word${i}`, ''],
      })),
      cards: [],
    };
    const { res } = await read(calls, apkg({ 'collection.anki2': collectionBytes(many) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'ANKI_PACKAGE_TOO_LARGE',
      details: { limit: VOCABULARY_LIMITS.importMaxWords },
    });
  });
});
