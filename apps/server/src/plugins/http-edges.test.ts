import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { listen, openSocket, parseRaw, rawRequest, readUntilClosed } from '../test/http';

/**
 * Answers produced outside the route pipeline (the HTTP parser, the router, the request timer)
 * still use the envelope and carry the security headers, over a real socket.
 */
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApp({
    ready: false,
    app: { http: { requestTimeoutMs: 1_000, headersTimeoutMs: 600, checkIntervalMs: 100 } },
  });
  ({ port } = await listen(app));
});
afterAll(() => app.close());

function expectEnvelope(
  res: { status: number; headers: Record<string, string | string[] | undefined>; body: string },
  status: number,
  code: string,
) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(res.body)).toEqual({
    success: false,
    error: { code, message: expect.any(String) },
  });
  for (const [name, value] of Object.entries(app.securityHeaders)) {
    expect(res.headers[name], name).toBe(value);
  }
}

const get = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`;

describe('answers from outside the route pipeline', () => {
  it('answers headers over 16 KB with 431 HEADERS_TOO_LARGE', async () => {
    const res = await rawRequest(port, get('/api/health', `X-Big: ${'a'.repeat(20_000)}\r\n`));
    expectEnvelope(res, 431, 'HEADERS_TOO_LARGE');
  });

  it('answers a HEAD request with over-large headers with 431 and no body', async () => {
    const head = `HEAD /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n`;
    const res = await rawRequest(port, `${head}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.body).toBe('');
    for (const [name, value] of Object.entries(app.securityHeaders)) {
      expect(res.headers[name], name).toBe(value);
    }
  });

  it('answers a malformed request line with 400', async () => {
    const res = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expectEnvelope(res, 400, 'VALIDATION_ERROR');
  });

  it('answers a malformed percent-escape in the path with 400', async () => {
    const res = await rawRequest(port, get('/api/practice/sessions/%ZZ'));
    expectEnvelope(res, 400, 'VALIDATION_ERROR');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an over-long path parameter with 414 URI_TOO_LONG', async () => {
    const res = await rawRequest(port, get(`/api/practice/sessions/${'a'.repeat(500)}`));
    expectEnvelope(res, 414, 'URI_TOO_LONG');
  });

  it('cuts off a body sent one byte at a time with 408 REQUEST_TIMEOUT', async () => {
    const socket = await openSocket(port);
    const answer = readUntilClosed(socket);
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // Keeps trickling until the server gives up on the request and closes the socket.
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    try {
      expectEnvelope(parseRaw(await answer), 408, 'REQUEST_TIMEOUT');
    } finally {
      clearInterval(drip);
    }
  });

  it('cuts off headers that never end with 408', async () => {
    const socket = await openSocket(port);
    const answer = readUntilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 100);
    try {
      expectEnvelope(parseRaw(await answer), 408, 'REQUEST_TIMEOUT');
    } finally {
      clearInterval(drip);
    }
  });

  it('keeps the envelope and headers on 404, 413 and 415', async () => {
    const base = `http://127.0.0.1:${port}`;
    const cases = [
      [fetch(`${base}/api/nope`), 404, 'NOT_FOUND'],
      [
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: 'x'.repeat(2 * 1024 * 1024),
        }),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'text/xml' },
          body: '<a/>',
        }),
        415,
        'VALIDATION_ERROR',
      ],
    ] as const;
    for (const [pending, status, code] of cases) {
      const res = await pending;
      const headers = Object.fromEntries(res.headers.entries());
      expectEnvelope({ status: res.status, headers, body: await res.text() }, status, code);
    }
  });
});

describe('connections per client address', () => {
  it('refuses sockets beyond the cap from one address while another address is served', async () => {
    const capped = await buildTestApp({ app: { http: { maxConnectionsPerClient: 3 } } });
    const { port: cappedPort } = await listen(capped);
    const keepAlive = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    try {
      // Three kept-alive sockets from 127.0.0.2, each proven served before the next opens.
      const held: Socket[] = [];
      for (let i = 0; i < 3; i++) {
        const socket = await openSocket(cappedPort, '127.0.0.2');
        const answered = new Promise((resolve) => socket.once('data', resolve));
        socket.write(keepAlive);
        await answered;
        held.push(socket);
      }
      const refused = await openSocket(cappedPort, '127.0.0.2');
      const received = readUntilClosed(refused);
      refused.write(keepAlive);
      expect(await received).toBe('');

      const other = await rawRequest(cappedPort, get('/api/health'));
      expect(other.status).toBe(200);

      // A freed slot is usable again: the cap counts open sockets, it bans nobody.
      const closed = new Promise((resolve) => held[0]!.once('close', resolve));
      held[0]!.destroy();
      await closed;
      const again = await openSocket(cappedPort, '127.0.0.2');
      const reply = readUntilClosed(again);
      again.write(get('/api/health'));
      expect(parseRaw(await reply).status).toBe(200);
      for (const socket of held) socket.destroy();
    } finally {
      await capped.close();
    }
  });
});
