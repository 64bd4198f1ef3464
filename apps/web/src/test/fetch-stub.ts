import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export type StubResponse =
  { status: number; body?: unknown; raw?: string } | Response | 'network-error';
type Handler = (request: StubRequest) => StubResponse | Promise<StubResponse>;

/** The server's envelope, as the real API sends it. */
export const ok = (data: unknown, status = 200): StubResponse => ({
  status,
  body: { success: true, data },
});

export const fail = (
  status: number,
  code: string,
  message: string,
  details?: unknown,
): StubResponse => ({ status, body: { success: false, error: { message, code, details } } });

/**
 * Replaces global fetch (the network boundary only) with a handler that answers like the server.
 * Honours the abort signal, so timeouts behave as in a browser.
 */
export function stubFetch(handler: Handler) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const request: StubRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(request);
    const signal = init.signal;
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
    const answer = await Promise.race([Promise.resolve(handler(request)), aborted]);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer instanceof Response) return answer;
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text, {
      status: answer.status,
      headers: { 'Content-Type': answer.raw ? 'text/html' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
