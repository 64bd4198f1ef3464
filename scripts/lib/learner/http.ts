// What the load drivers' simulated learners (npm run test:soak, npm run bench:cluster) share with
// the web client: its retry rule and backoff, and one HTTP exchange over a kept-alive connection
// from the learner's own loopback address (127.x.y.z all reach the server on Linux), so per-address
// budgets and the proxy see one client per learner, as with learners in their own homes.
import { request, type Agent } from 'node:http';
export { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX, CLIENT_ERRORS, HTTP, fillPath, type ApiRoute } from '@toeic-ace/contract';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly timedOut = false,
  ) {
    super(`${status} ${code}`);
  }
}

/** The web client's rule (apps/web/src/lib/error-handler.ts): transport failures, 5xx and 408; a timeout is not repeated. */
export const isRetryableFailure = (status: number, timedOut: boolean) =>
  status === 0 ? !timedOut : status >= 500 || status === 408;

export const isRetryable = (error: unknown) =>
  error instanceof ApiError && isRetryableFailure(error.status, error.timedOut);

/** What the web client may repeat at all: reads and the calls the contract marks idempotent. */
export const repeatable = (route: ApiRoute) => route.method === 'GET' || route.idempotent === true;

/** The web client's backoff (apps/web/src/lib/retry.ts): 1 s, 2 s, 4 s, each plus up to 1 s. */
export const retryDelayMs = (attempt: number) =>
  CLIENT_ERRORS.retryBaseDelayMs * 2 ** attempt +
  Math.floor(Math.random() * CLIENT_ERRORS.retryJitterMs);

export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, string | number> | string;
  body?: unknown;
}

export interface Exchange {
  status: number;
  text: string;
}

export interface ExchangeOptions {
  agent: Agent;
  host: string;
  port: number | string;
  headers?: Record<string, string>;
  /** Sent with the route's auth; left out of routes that take none. */
  accessToken?: string;
  accept?: string;
  /** Called once per attempt with its status (0: no answer). */
  onSettled?: (status: number) => void;
}

/**
 * One request, no retry: the status and body of any answer; rejects with ApiError(0) when none
 * came (a timeout after the web client's own limit, or a broken connection).
 */
export function exchange(
  route: ApiRoute,
  { params, query, body }: CallInput,
  options: ExchangeOptions,
): Promise<Exchange> {
  const search =
    query === undefined
      ? ''
      : `?${typeof query === 'string' ? query : new URLSearchParams(stringValues(query))}`;
  const path = `${API_PREFIX}${fillPath(route.path, params)}${search}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {
    accept: options.accept ?? 'application/json',
    ...options.headers,
  };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.accessToken && route.auth !== 'none') {
    headers.authorization = `Bearer ${options.accessToken}`;
  }
  // A broken connection may report through both the request and the response: settle once.
  let settled = false;
  const settle = (status: number) => {
    if (settled) return false;
    settled = true;
    options.onSettled?.(status);
    return true;
  };
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const fail = () => settle(0) && reject(new ApiError(0, 'NETWORK_ERROR', timedOut));
    const req = request(
      {
        host: options.host,
        port: options.port,
        method: route.method,
        path,
        headers,
        agent: options.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (settle(status)) resolve({ status, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', fail);
      },
    );
    // The web client gives up after the same time and does not repeat such a call.
    req.setTimeout(HTTP.requestTimeoutMs, () => {
      timedOut = true;
      req.destroy();
    });
    req.on('error', fail);
    req.end(payload);
  });
}

const stringValues = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

/** The envelope's data of a 2xx; any other answer as the ApiError the web client would see. */
export function unwrap({ status, text }: Exchange): unknown {
  let body: { success?: boolean; data?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  if (status >= 200 && status < 300 && body?.success === true) return body.data;
  throw envelopeError({ status, text });
}

/** The envelope's error code, or what the web client calls a bare failure (nginx's 502 page). */
export function envelopeError({ status, text }: Exchange): ApiError {
  try {
    const body = JSON.parse(text) as { error?: { code?: string } };
    if (typeof body.error?.code === 'string') return new ApiError(status, body.error.code);
  } catch {
    // Not JSON: an error page from the proxy.
  }
  return new ApiError(status, status >= 500 ? 'SERVER_ERROR' : 'REQUEST_ERROR');
}
