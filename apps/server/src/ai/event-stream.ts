import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/** Proxies close idle connections; a comment line every so often keeps a slow stream alive. */
const HEARTBEAT_MS = 15_000;

/** A signal that fires when the client goes away before the response is complete. */
export function abortOnClose(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished)
      controller.abort(new Error('the client closed the connection'));
  });
  return controller;
}

export interface EventStream<Name extends string> {
  /** Writes one `event:` / `data:` (JSON) pair; nothing once the client has gone. */
  send(event: Name, data: unknown): void;
  /** Stops the heartbeat and ends the response. */
  close(): void;
}

/**
 * Takes the response over from Fastify and opens it as `text/event-stream` with status 200.
 * Call it only after every check that answers with a JSON envelope: from here on failures are
 * events. Headers already set on the reply (request id, security headers) are kept; proxy
 * buffering is turned off so each event leaves at once.
 */
export function openEventStream<Name extends string>(reply: FastifyReply): EventStream<Name> {
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const open = () => !res.destroyed && !res.writableEnded;
  const heartbeat = setInterval(() => open() && res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  return {
    send(event, data) {
      if (open()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    },
  };
}
