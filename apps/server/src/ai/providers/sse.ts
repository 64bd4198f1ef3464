/**
 * Server-sent events over a fetch body, per the WHATWG event-stream rules: lines end in CRLF,
 * LF or CR (a CR may end one network chunk and its LF start the next), `data:` lines of one
 * event join with "\n", lines starting with ":" are comments, one space after the colon is
 * dropped, and a blank line dispatches the event.
 */
export interface SseEvent {
  event?: string;
  data: string;
  id?: string;
}

export interface SseOptions {
  /** End the stream when an event's data equals this (OpenAI's `[DONE]`). */
  doneSentinel?: string;
}

type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | null;

async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (!source) return;
  if (!('getReader' in source)) return yield* source;
  const reader = source.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Stopping early (the consumer broke out) must release the connection.
    await reader.cancel().catch(() => undefined);
  }
}

async function* linesOf(source: ByteSource): AsyncGenerator<string> {
  const decoder = new TextDecoder(); // stream mode keeps multi-byte characters split by chunks
  let buffer = '';
  let pendingCr = false;
  for await (const chunk of chunksOf(source)) {
    buffer += decoder.decode(chunk, { stream: true });
    if (pendingCr && buffer) {
      if (buffer.startsWith('\n')) buffer = buffer.slice(1);
      pendingCr = false;
    }
    let match: RegExpExecArray | null;
    while ((match = /\r\n|\r|\n/.exec(buffer))) {
      // A CR at the very end may be the first half of a CRLF split across chunks.
      if (match[0] === '\r' && match.index === buffer.length - 1) pendingCr = true;
      yield buffer.slice(0, match.index);
      buffer = buffer.slice(match.index + match[0].length);
    }
  }
  buffer += decoder.decode();
  if (buffer) yield buffer;
}

export async function* parseSse(
  source: ByteSource,
  opts: SseOptions = {},
): AsyncGenerator<SseEvent> {
  let data: string[] = [];
  let event: string | undefined;
  let id: string | undefined;
  let first = true;
  const dispatch = (): SseEvent | undefined => {
    const out = data.length ? { event, id, data: data.join('\n') } : undefined;
    data = [];
    event = undefined;
    return out;
  };
  for await (let line of linesOf(source)) {
    if (first && line.startsWith('\uFEFF')) line = line.slice(1);
    first = false;
    if (line === '') {
      const out = dispatch();
      if (!out) continue;
      if (opts.doneSentinel !== undefined && out.data === opts.doneSentinel) return;
      yield out;
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  }
  // Lenient on purpose: some servers close without the final blank line.
  const out = dispatch();
  if (out && out.data !== opts.doneSentinel) yield out;
}
