import { describe, expect, it } from 'vitest';
import { parseSse, type SseEvent } from './sse';

const encoder = new TextEncoder();

/** A body delivered in exactly these network chunks. */
function body(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(typeof c === 'string' ? encoder.encode(c) : c);
      controller.close();
    },
  });
}

async function collect(source: ReadableStream<Uint8Array>, doneSentinel?: string) {
  const out: SseEvent[] = [];
  for await (const event of parseSse(source, { doneSentinel })) out.push(event);
  return out;
}

const data = (events: SseEvent[]) => events.map((e) => e.data);

describe('parseSse', () => {
  it('reads LF-separated events', async () => {
    expect(data(await collect(body('data: a\n\ndata: b\n\n')))).toEqual(['a', 'b']);
  });

  it('reads CRLF and lone-CR line endings', async () => {
    expect(data(await collect(body('data: a\r\n\r\ndata: b\r\rdata: c\n\n')))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('joins a line split across chunks, even a CRLF split between its CR and LF', async () => {
    const events = await collect(
      body('da', 'ta: {"x"', ':1}\r', '\n\r', '\ndata: next\r\n', '\r\n'),
    );
    expect(data(events)).toEqual(['{"x":1}', 'next']);
  });

  it('keeps a multi-byte character split across chunks', async () => {
    const bytes = encoder.encode('data: 题目\n\n');
    expect(data(await collect(body(bytes.slice(0, 8), bytes.slice(8))))).toEqual(['题目']);
  });

  it('joins multi-line data with newlines and keeps event names and ids', async () => {
    const events = await collect(body('event: question\nid: 7\ndata: line 1\ndata: line 2\n\n'));
    expect(events).toEqual([{ event: 'question', id: '7', data: 'line 1\nline 2' }]);
  });

  it('skips comments, keep-alives, unknown fields and events without data', async () => {
    const events = await collect(
      body(': ping\n\nretry: 5\nfoo: bar\n\nevent: x\n\ndata: kept\n\n'),
    );
    expect(data(events)).toEqual(['kept']);
  });

  it('drops only one space after the colon, and reads a field without a colon', async () => {
    expect(data(await collect(body('data:  two\n\ndata\n\n')))).toEqual([' two', '']);
  });

  it('stops at the [DONE] sentinel', async () => {
    const events = await collect(body('data: a\n\ndata: [DONE]\n\ndata: after\n\n'), '[DONE]');
    expect(data(events)).toEqual(['a']);
  });

  it('dispatches a last event the server did not terminate with a blank line', async () => {
    expect(data(await collect(body('data: a\n\ndata: tail')))).toEqual(['a', 'tail']);
  });

  it('ignores a byte-order mark and yields nothing for an empty or missing body', async () => {
    expect(data(await collect(body('\uFEFFdata: a\n\n')))).toEqual(['a']);
    expect(await collect(body())).toEqual([]);
    const none: SseEvent[] = [];
    for await (const e of parseSse(null)) none.push(e);
    expect(none).toEqual([]);
  });

  it('cancels the body when the consumer stops early', async () => {
    let cancelled = false;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode('data: again\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of parseSse(source)) {
      expect(event.data).toBe('again');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
