import { describe, expect, it } from 'vitest';
import { QuestionArrayExtractor, type ExtractedItem } from './json-extractor';

const values = (items: ExtractedItem[]) => items.map((i) => ('value' in i ? i.value : i));

/** Feeds the text in chunks of `size` characters; returns items per chunk and the status. */
function feed(text: string, size: number) {
  const extractor = new QuestionArrayExtractor();
  const perChunk: unknown[][] = [];
  for (let i = 0; i < text.length; i += size) {
    perChunk.push(values(extractor.push(text.slice(i, i + size))));
  }
  return { perChunk, all: perChunk.flat(), status: extractor.finish() };
}

const items = [
  { question: 'A "quoted" {brace} [bracket] \\ backslash', options: ['a', 'b', 'c', 'd'] },
  { question: 'Nested', meta: { deep: [{ x: 1 }, { y: '}' }] } },
  { question: '中文 and emoji 🎧', tags: [] },
];
const reply = JSON.stringify({ questions: items }, null, 2);

describe('QuestionArrayExtractor', () => {
  it('finds every complete item, whatever the chunk size', () => {
    for (const size of [1, 2, 3, 7, 64, reply.length]) {
      const { all, status } = feed(reply, size);
      expect(all).toEqual(items);
      expect(status).toBe('complete');
    }
  });

  it('hands out an item exactly when its closing brace arrives', () => {
    const extractor = new QuestionArrayExtractor();
    const brace = reply.indexOf('\n    },') + '\n    '.length;
    expect(extractor.push(reply.slice(0, brace))).toEqual([]);
    expect(values(extractor.push(reply.slice(brace, brace + 1)))).toEqual([items[0]]);
    expect(values(extractor.push(reply.slice(brace + 1)))).toEqual(items.slice(1));
  });

  it('skips a preamble or a markdown fence, and other top-level keys', () => {
    const text =
      'Here you are:\n```json\n{"note": "x [y] {z}", "questions": [{"question": "Q"}], "extra": [{"question": "no"}]}\n```';
    const { all, status } = feed(text, 5);
    expect(all).toEqual([{ question: 'Q' }]);
    expect(status).toBe('complete');
  });

  it('ignores a "questions" key below the top level', () => {
    const { all, status } = feed(JSON.stringify({ data: { questions: [{ q: 1 }] } }), 4);
    expect(all).toEqual([]);
    expect(status).toBe('no-questions-array');
  });

  it('keeps the items of a reply cut off mid-way', () => {
    const cut = reply.slice(0, reply.indexOf('Nested') + 10);
    const { all, status } = feed(cut, 9);
    expect(all).toEqual([items[0]]);
    expect(status).toBe('incomplete');
  });

  it('tells malformed text from valid JSON without a questions array', () => {
    expect(feed('not json at all', 3).status).toBe('malformed');
    expect(feed('', 3).status).toBe('malformed');
    expect(feed('[{"question": "Q"}]', 3).status).toBe('no-questions-array');
    expect(feed('{"questions": "none"}', 3).status).toBe('no-questions-array');
    expect(feed('```json\n{"items": []}\n```', 3).status).toBe('no-questions-array');
  });

  it('reports an element that is not valid JSON instead of throwing', () => {
    const extractor = new QuestionArrayExtractor();
    const out = extractor.push('{"questions": [{"question": "line\nbreak"}, {"question": "ok"}]}');
    expect(out[0]).toHaveProperty('error');
    expect(out[1]).toEqual({ value: { question: 'ok' } });
  });
});
