import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { FakeRequest, FakeStep, WireFormat } from './fake-types';

type Finish = 'STOP' | 'SAFETY' | 'MAX_TOKENS';

/** ~4-character tokens, the usual rough size of an English BPE token. */
export const tokenize = (text: string): string[] => text.match(/[\s\S]{1,4}/g) ?? [];

/** Rough token count of what a request carries, for usage numbers. */
export const estimateTokens = (value: unknown): number =>
  Math.ceil(JSON.stringify(value ?? '').length / 4);

const STATUS_TEXT: Record<number, string> = {
  400: 'Request contains an invalid argument.',
  401: 'Request had invalid authentication credentials.',
  403: 'The caller does not have permission.',
  429: 'Resource has been exhausted (e.g. check quota).',
  500: 'An internal error has occurred.',
  503: 'The model is overloaded. Please try again later.',
};

function sendJson(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

function textStep(step: FakeStep): { text: string; finish: Finish; tps?: number } {
  if ('json' in step)
    return { text: JSON.stringify(step.json), finish: 'STOP', tps: step.tokensPerSecond };
  if ('text' in step && !('finishReason' in step))
    return { text: step.text, finish: 'STOP', tps: step.tokensPerSecond };
  if ('stream' in step)
    return { text: step.stream.text, finish: 'STOP', tps: step.stream.tokensPerSecond };
  if ('finishReason' in step) return { text: step.text ?? '', finish: step.finishReason };
  throw new Error(`fake: unknown step ${JSON.stringify(step)}`);
}

/**
 * Writes one step's answer in the wire format, streaming it when the request asked to.
 * Resolves to true when the client went away before the answer was complete.
 */
export async function answer(
  wire: WireFormat,
  step: FakeStep,
  req: FakeRequest,
  res: ServerResponse,
): Promise<boolean> {
  let gone = false;
  res.on('close', () => (gone = true));
  res.on('error', () => undefined); // the client may hang up mid-stream; that is its right
  if ('hang' in step) return false; // close() destroys the socket
  if ('reset' in step) {
    res.socket?.destroy();
    return false;
  }
  if ('rawBody' in step) {
    res.writeHead(step.status ?? 200, { 'content-type': step.contentType ?? 'text/html' });
    res.end(step.rawBody);
    return false;
  }
  if ('status' in step) {
    const message = step.message ?? STATUS_TEXT[step.status] ?? `HTTP ${step.status}`;
    const { body, headers } = wire.error(step.status, message, step.retryDelaySeconds);
    sendJson(res, step.status, body, { ...headers, ...step.headers });
    return false;
  }
  const sse = (data: unknown) => res.write(`data: ${JSON.stringify(data)}${wire.eol}${wire.eol}`);
  if ('emptyCandidates' in step) {
    if (!req.stream) {
      sendJson(res, 200, wire.empty(req));
      return false;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    sse(wire.empty(req));
    res.end(wire.trailer ? `${wire.trailer}${wire.eol}${wire.eol}` : '');
    return false;
  }

  const { text, finish, tps } = textStep(step);
  const tokens = tokenize(text);
  const resetAfter = 'stream' in step ? step.stream.resetAfterTokens : undefined;
  // Paced against the start time so timer drift does not add up over hundreds of tokens.
  const start = Date.now();
  const due = (i: number) =>
    tps ? delay(Math.max(0, start + (i * 1000) / tps - Date.now())) : null;
  if (!req.stream) {
    await due(tokens.length);
    if (!gone) sendJson(res, 200, wire.complete(text, finish, req));
    return gone;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [i, token] of tokens.entries()) {
    await due(i + 1);
    if (gone) return true;
    if (resetAfter !== undefined && i >= resetAfter) {
      await delay(20); // let what was written reach the client first
      res.socket?.destroy(); // a connection lost mid-answer
      return false;
    }
    sse(wire.chunk(token));
  }
  for (const data of wire.final(finish, req)) sse(data);
  res.end(wire.trailer ? `${wire.trailer}${wire.eol}${wire.eol}` : '');
  return false;
}
