import { connect, createServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A loopback port that nothing listens on: taken from the kernel, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Listens on a free loopback port; real sockets for what inject() cannot reproduce. */
export async function listen(app: FastifyInstance): Promise<{ base: string; port: number }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return { base: `http://127.0.0.1:${address.port}`, port: address.port };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses one HTTP/1.1 response (Content-Length framed, as every answer of ours is). */
export function parseRaw(text: string): RawResponse {
  const end = text.indexOf('\r\n\r\n');
  const head = text.slice(0, end).split('\r\n');
  const status = Number(head[0]!.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status, headers, body: text.slice(end + 4) };
}

/** Opens a socket from `localAddress` (any 127.x.y.z works on Linux loopback). */
export function openSocket(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the socket. */
export function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** Writes raw bytes and returns the server's whole answer (it closes after an error). */
export async function rawRequest(port: number, bytes: string | Buffer): Promise<RawResponse> {
  const socket = await openSocket(port);
  const answer = readUntilClosed(socket);
  socket.write(bytes);
  const text = await answer;
  return parseRaw(text);
}
