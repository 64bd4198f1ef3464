import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answer } from './respond';
import type { FakeOptions, FakeRequest, FakeServer, FakeStep, WireFormat } from './fake-types';

export type {
  FakeOptions,
  FakeRequest,
  FakeServer,
  FakeStep,
  Pace,
  Responder,
  WireFormat,
} from './fake-types';

export async function startFakeServer(
  wire: WireFormat,
  opts: FakeOptions = {},
): Promise<FakeServer> {
  const queue: FakeStep[] = [];
  const requests: FakeRequest[] = [];
  const fake = {
    url: '',
    requests,
    responder: opts.responder,
    metadataStep: undefined as FakeStep | undefined,
    abandoned: 0,
    enqueue: (...steps: FakeStep[]) => void queue.push(...steps),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // hanging requests would otherwise keep close() waiting
        server.close(() => resolve());
      }),
  } satisfies FakeServer;

  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // keep the raw text
    }
    const path = req.url ?? '/';
    const method = req.method ?? 'GET';
    const request: FakeRequest = {
      method,
      path,
      headers: req.headers,
      body,
      stream: wire.isStream(method, path, body),
    };
    requests.push(request);
    const metadata = method === 'GET' ? wire.metadata?.(request) : null;
    if (metadata) {
      const step = fake.metadataStep ?? ('body' in metadata ? null : metadata);
      if (step) return void (await answer(wire, step, request, res));
      res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      return void res.end(JSON.stringify((metadata as { body: unknown }).body));
    }
    try {
      const step = wire.reject(request) ??
        queue.shift() ??
        (await fake.responder?.(request)) ?? {
          status: 500,
          message: `${wire.name}: no step queued and no responder for ${method} ${path}`,
        };
      if (await answer(wire, step, request, res)) fake.abandoned += 1;
    } catch (error) {
      // A broken script or responder shows up in the test's failure, not as a crash.
      if (!res.headersSent)
        await answer(wire, { status: 500, message: `${wire.name}: ${error}` }, request, res);
      else res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${wire.basePath}`;
  return fake;
}
