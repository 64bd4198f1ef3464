import { successStatuses, type JsonRoute } from '@toeic-ace/contract';
import { vi } from 'vitest';
import type { z } from 'zod';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

/** Only `ok` has it: a success envelope always comes from there, checked against its route. */
const CHECKED = Symbol('checked against its route');

interface OkAnswer {
  checked: typeof CHECKED;
  status: number;
  body: { success: true; data: unknown };
}

interface ErrorEnvelope {
  success: false;
  error: { message: string; code: string; details?: unknown };
}

export type StubResponse =
  | OkAnswer
  | { status: number; body: ErrorEnvelope }
  /** Whatever a proxy or a broken server might send instead of an envelope. */
  | { status: number; raw?: string }
  | Response
  | 'network-error';
type Handler = (request: StubRequest) => StubResponse | Promise<StubResponse>;

/**
 * The server's success envelope for `route`, as the real API sends it: `data` must have the
 * shape the route's response schema accepts (a wrong shape fails typecheck), and the status is
 * the route's own unless a route that answers either is told which.
 */
export const ok = <R extends JsonRoute>(
  route: R,
  data: z.input<R['response']>,
  status: ReturnType<typeof successStatuses>[number] = successStatuses(route)[0] ?? 200,
): StubResponse => ({ checked: CHECKED, status, body: { success: true, data } });

/** A success envelope whose data breaks the contract: for tests of what the client does then. */
export const offContract = (data: unknown): StubResponse => ({
  checked: CHECKED,
  status: 200,
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
    const raw = 'raw' in answer ? answer.raw : undefined;
    const text = 'body' in answer ? JSON.stringify(answer.body) : (raw ?? '');
    return new Response(text, {
      status: answer.status,
      headers: { 'Content-Type': raw ? 'text/html' : 'application/json' },
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
