import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  chunks.forEach((c) => parser.feed(c));
  parser.end();
  return events;
}

describe('server-sent events parser', () => {
  it('reads named events and their data', () => {
    expect(
      parse(['event: question\ndata: {"id":"q-1"}\n\nevent: done\ndata: {"count":1}\n\n']),
    ).toEqual([
      { event: 'question', data: '{"id":"q-1"}', id: undefined },
      { event: 'done', data: '{"count":1}', id: undefined },
    ]);
  });

  it('copes with chunks split anywhere, CRLF and lone CR line ends', () => {
    const text = 'event: question\r\ndata: {"a":1}\r\n\r\nevent: done\rdata: 2\r\r';
    const whole = parse([text]);
    const bytewise = parse(text.split(''));
    expect(bytewise).toEqual(whole);
    expect(whole.map((e) => [e.event, e.data])).toEqual([
      ['question', '{"a":1}'],
      ['done', '2'],
    ]);
  });

  it('joins multi-line data, ignores comments, defaults the name to message', () => {
    expect(parse([': keep-alive\n\ndata: one\ndata:two\nid: 7\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo', id: '7' },
    ]);
  });

  it('drops an event whose blank line never came', () => {
    expect(parse(['event: done\ndata: {"count":3}'])).toEqual([]);
  });
});
