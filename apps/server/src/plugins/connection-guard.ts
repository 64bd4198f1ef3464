import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@toeic-ace/contract';

/**
 * Time and connection bounds of the HTTP server. A client that sends its body one byte at a time,
 * or opens thousands of idle sockets, must not hold file handles for long.
 */
export interface HttpLimits {
  /** Whole request, headers and body, from the first byte. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** An idle kept-alive socket; a proxy in front must close its idle upstreams sooner. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for requests past their time; the timeouts are this precise. */
  checkIntervalMs: number;
  /** Open sockets per client address; 0 turns the cap off. */
  maxConnectionsPerClient: number;
}

export const DEFAULT_HTTP_LIMITS: Omit<HttpLimits, 'maxConnectionsPerClient'> = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
};

type Headers = Readonly<Record<string, string>>;

const envelopeOf = (error: ApiError) => JSON.stringify({ success: false, error });

/** Answers written straight to the socket: the HTTP parser failed, so no hook or handler runs. */
const RAW_ERRORS: Record<string, { status: number; error: ApiError }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    error: { code: 'HEADERS_TOO_LARGE', message: 'Request headers are too large' },
  },
};
const MALFORMED = {
  status: 400,
  error: { code: 'VALIDATION_ERROR', message: 'Malformed HTTP request' },
} as const;

/**
 * After answering, the socket lingers this long reading (and dropping) what the client still
 * sends: closing it with unread bytes makes the kernel reset the connection, and the client
 * would lose the answer.
 */
const LINGER_MS = 2_000;

/** Replaces Fastify's client-error answer (plain JSON, no security headers) with the envelope. */
export function clientErrorHandler(headers: Headers) {
  const answered = new WeakSet<Socket>();
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    // The parser keeps failing on the bytes that follow an error; one answer is enough.
    if (answered.has(socket)) return;
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    // A response already under way on this socket cannot be followed by another one.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, error } = RAW_ERRORS[err.code ?? ''] ?? MALFORMED;
    const body = envelopeOf(error);
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    answered.add(socket);
    // An answer to HEAD has no body: a client reading one would take the bytes for a response.
    const raw = (err as { rawPacket?: unknown }).rawPacket;
    const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.end(`${lines.join('\r\n')}\r\n\r\n${head ? '' : body}`);
    const linger = setTimeout(() => socket.destroy(), LINGER_MS);
    linger.unref();
    socket.once('close', () => clearTimeout(linger));
  };
}

/** Routing errors Fastify raises before any hook: a malformed escape, an over-long parameter. */
export function frameworkErrorHandler(headers: Headers) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const body: ApiError = tooLong
      ? { code: 'URI_TOO_LONG', message: 'A path segment is too long' }
      : { code: 'VALIDATION_ERROR', message: 'The request path is not a valid URL' };
    request.log.info({ code: error.code }, body.message);
    // The router answers before the body is read; closing keeps a kept-alive client from
    // sending its next request on a socket that still holds this one's unread body.
    return reply
      .headers(headers)
      .header('x-request-id', request.id)
      .header('connection', 'close')
      .code(tooLong ? 414 : 400)
      .type('application/json; charset=utf-8')
      .send(envelopeOf(body));
  };
}

/** Refuses a client's sockets beyond the cap, before any byte is read from them. */
export function capConnectionsPerClient(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
