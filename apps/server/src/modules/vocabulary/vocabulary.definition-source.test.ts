import Papa from 'papaparse';
import {
  csvRecordsToImportWords,
  type VocabularyExportFile,
  type VocabularyWord,
} from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import {
  addWord,
  allWords,
  importOk,
  vocabularySuite,
  type VocabularyCalls,
} from './vocabulary.fixtures';

/**
 * Who wrote a word's definition, as a client sees it: the learner's own text stays labelled as
 * theirs through every path (typed, imported, exported and back), and the equivalents a look-up
 * stores are the dictionary's — never written over the learner's.
 */
const { newUser } = vocabularySuite();

async function put(calls: VocabularyCalls, id: string, body: Record<string, unknown>) {
  const res = await calls.update(id, body);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: VocabularyWord }>().data;
}

/** The web's look-up write: the equivalents, marked as the dictionary's, with the meanings. */
const lookupWrite = (definition: string) => ({
  definition,
  definitionSource: 'dictionary',
  meanings: [{ partOfSpeech: 'noun', definitions: [{ definition: 'a bill' }] }],
});

const sources = (words: VocabularyWord[]) =>
  Object.fromEntries(words.map((w) => [w.word, [w.definition, w.definitionSource]]));

/** A CSV file as the browser reads it before the import call. */
const csvWords = (text: string) =>
  csvRecordsToImportWords(Papa.parse<Record<string, string>>(text, { header: true }).data);

describe('a definition’s source', () => {
  it('is none on a new word; a definition the learner types is theirs', async () => {
    const calls = await newUser();
    const word = await addWord(calls, { word: 'invoice' });
    expect(word).toMatchObject({ definition: null, definitionSource: null });
    const typed = await put(calls, word.id, { definition: '发票（老师说的）' });
    expect(typed).toMatchObject({ definition: '发票（老师说的）', definitionSource: 'learner' });
    expect((await calls.get(word.id)).json().data.definitionSource).toBe('learner');
  });

  it('keeps the learner’s definition when a look-up writes the dictionary’s', async () => {
    const calls = await newUser();
    const { id } = await addWord(calls, { word: 'invoice' });
    const looked = await put(calls, id, lookupWrite('发票 fāpiào'));
    expect(looked).toMatchObject({ definition: '发票 fāpiào', definitionSource: 'dictionary' });
    // A later look-up replaces the dictionary's own text.
    const again = await put(calls, id, lookupWrite('发票 fāpiào；发货单 fāhuòdān'));
    expect(again.definition).toBe('发票 fāpiào；发货单 fāhuòdān');

    const mine = await put(calls, id, { definition: '我的释义' });
    expect(mine).toMatchObject({ definition: '我的释义', definitionSource: 'learner' });
    // A look-up finishing after the learner typed one: its meanings land, the text stays theirs.
    const late = await put(calls, id, lookupWrite('发票 fāpiào'));
    expect(late).toMatchObject({ definition: '我的释义', definitionSource: 'learner' });
    expect(late.meanings).toHaveLength(1);
    expect((await calls.get(id)).json().data).toEqual(late);

    const cleared = await put(calls, id, { definition: null });
    expect(cleared).toMatchObject({ definition: null, definitionSource: null });
    const alone = await calls.update(id, { definitionSource: 'learner' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.details[0].path).toBe('definitionSource');
  });

  it('calls a CSV file’s definitions the learner’s, and the dictionary fills the rest as its own', async () => {
    const calls = await newUser();
    const file = 'word,definition,notes\ninvoice,,\nthe same as,和……一样,from my teacher\n';
    expect((await importOk(calls, { words: csvWords(file) })).successCount).toBe(2);
    const imported = await allWords(calls);
    expect(sources(imported)).toEqual({
      invoice: [null, null],
      'the same as': ['和……一样', 'learner'],
    });
    const invoice = imported.find((w) => w.word === 'invoice')!;
    expect(await put(calls, invoice.id, lookupWrite('发票 fāpiào'))).toMatchObject({
      sourceType: 'import',
      definitionSource: 'dictionary',
    });
  });

  it('reads the definitionSource column and field of a file, the learner’s when absent or unknown', async () => {
    const calls = await newUser();
    const csv =
      'word,definition,definitionSource\nagenda,议程 yìchéng,dictionary\nmemo,备忘录,someone\n';
    await importOk(calls, { words: csvWords(csv) });
    await importOk(calls, {
      words: [
        { word: 'venue', definition: '场地 chǎngdì', definitionSource: 'dictionary' },
        { word: 'ledger', definition: '账本' },
        { word: 'quota', definition: null, definitionSource: 'learner' },
      ],
    });
    expect(sources(await allWords(calls))).toEqual({
      agenda: ['议程 yìchéng', 'dictionary'],
      memo: ['备忘录', 'learner'],
      venue: ['场地 chǎngdì', 'dictionary'],
      ledger: ['账本', 'learner'],
      quota: [null, null],
    });
  });

  it('survives export and import, as JSON and as CSV', async () => {
    const source = await newUser();
    await importOk(source, {
      words: [
        { word: 'the same as', definition: '和……一样' },
        { word: 'invoice' },
        { word: 'quota', definition: 'my note on quota' },
      ],
    });
    const invoice = (await allWords(source)).find((w) => w.word === 'invoice')!;
    await put(source, invoice.id, lookupWrite('发票 fāpiào'));
    const expected = {
      'the same as': ['和……一样', 'learner'],
      invoice: ['发票 fāpiào', 'dictionary'],
      quota: ['my note on quota', 'learner'],
    };
    expect(sources(await allWords(source))).toEqual(expected);

    const json = (await source.exportFile({ format: 'json' })).json<VocabularyExportFile>();
    const fromJson = await newUser();
    await importOk(fromJson, { words: json.words });
    expect(sources(await allWords(fromJson))).toEqual(expected);

    const csv = (await source.exportFile({ format: 'csv' })).body;
    const fromCsv = await newUser();
    await importOk(fromCsv, { words: csvWords(csv.slice(1)) });
    expect(sources(await allWords(fromCsv))).toEqual(expected);
  });
});
