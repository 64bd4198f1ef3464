import { describe, expect, it } from 'vitest';
import { parseImportFile } from './import-file';

const file = (text: string, name: string, type = '') => new File([text], name, { type });

describe('reading an import file', () => {
  it('takes a JSON object with a words list, or a bare list', async () => {
    expect(await parseImportFile(file('{"words":[{"word":"agenda"}]}', 'a.json'))).toEqual({
      ok: true,
      words: [{ word: 'agenda' }],
    });
    expect(await parseImportFile(file('[{"word":"memo","notes":"n"}]', 'export.JSON'))).toEqual({
      ok: true,
      words: [{ word: 'memo', notes: 'n' }],
    });
  });

  it('recognises JSON by its type when the name says nothing', async () => {
    const parsed = await parseImportFile(file('[{"word":"x"}]', 'blob', 'application/json'));
    expect(parsed.ok).toBe(true);
  });

  it('refuses JSON that does not parse or has no words list', async () => {
    expect(await parseImportFile(file('{"words":', 'a.json'))).toEqual({
      ok: false,
      error: 'invalidJson',
    });
    expect(await parseImportFile(file('{"items":[]}', 'a.json'))).toEqual({
      ok: false,
      error: 'invalidJson',
    });
  });

  it('keeps quoted CSV cells whole: commas, doubled quotes and line breaks', async () => {
    const csv =
      'word,context,notes,mastered,reviewCount\r\n' +
      '"a, b","He said ""hi""","line 1\nline 2",TRUE,3\r\n' +
      'plain,,,no,x\r\n';
    const parsed = await parseImportFile(file(`\uFEFF${csv}`, 'words.csv'));
    expect(parsed).toEqual({
      ok: true,
      words: [
        {
          word: 'a, b',
          context: 'He said "hi"',
          notes: 'line 1\nline 2',
          mastered: true,
          reviewCount: 3,
        },
        { word: 'plain', mastered: false },
      ],
    });
  });

  it('drops CSV rows without a word and says so when none is left', async () => {
    expect(await parseImportFile(file('word,notes\n,only notes\n', 'w.csv'))).toEqual({
      ok: false,
      error: 'noWords',
    });
  });

  it('needs a CSV header and at least one line', async () => {
    expect(await parseImportFile(file('word,notes\n', 'w.csv'))).toEqual({
      ok: false,
      error: 'invalidCsv',
    });
    expect(await parseImportFile(file('', 'w.csv', 'text/csv'))).toEqual({
      ok: false,
      error: 'invalidCsv',
    });
  });

  it('refuses other file types', async () => {
    expect(await parseImportFile(file('word', 'words.txt', 'text/plain'))).toEqual({
      ok: false,
      error: 'unsupported',
    });
  });
});
