import {
  API_PREFIX,
  fillPath,
  HTTP,
  type ApiRoute,
  type DownloadRoute,
  type EmptyRoute,
  type JsonRoute,
  type RouteInput,
  type RouteOutput,
} from '@toeic-ace/contract/rules';
import type { Tokens } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import {
  ApiClientError,
  networkError,
  noRefreshTokenError,
  refreshFailedError,
  requestError,
  serverError,
} from './api-error';
import { classifyError, errorLog } from './error-handler';
import { withRetry, type RetryOptions } from './retry';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './token-storage';

export const API_BASE = API_PREFIX;

type Method = ApiRoute['method'];

interface Exchange {
  method: Method;
  path: string;
  body?: unknown;
  signal?: AbortSignal;
}

interface RawResponse {
  status: number;
  ok: boolean;
  payload: unknown;
}

let onAuthFailure: () => void = () => {};
/** Called after a failed refresh has cleared the tokens, so the session state can log out. */
export const setAuthFailureHandler = (handler: () => void) => {
  onAuthFailure = handler;
};

let refreshInFlight: Promise<string> | null = null;

function search(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The address of a call: API prefix, path with its params filled in, query string. */
export function urlOf<R extends ApiRoute>(route: R, input: RouteInput<R>): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: object };
  return `${API_BASE}${fillPath(route.path, params)}${search(query)}`;
}

async function exchange({ method, path, body, signal: external }: Exchange, token: string | null) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, HTTP.requestTimeoutMs);
  const forwardAbort = () => controller.abort(external?.reason);
  external?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(path, {
      method,
      // Stated, not left to the default: the sign-in calls carry the known-device cookie, which
      // spares this browser the slow-downs that guessing at the account sets off.
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    let payload: unknown;
    try {
      payload = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      payload = undefined;
    }
    return { status: response.status, ok: response.ok, payload } satisfies RawResponse;
  } catch (error) {
    // A caller's own cancellation stays a cancellation; a timeout or a dead network is NETWORK_ERROR.
    if (external?.aborted) throw error;
    throw networkError({ timedOut });
  } finally {
    clearTimeout(timer);
    external?.removeEventListener('abort', forwardAbort);
  }
}

function unwrap({ status, ok, payload }: RawResponse): unknown {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as {
    success?: unknown;
    data?: unknown;
    error?: { message?: unknown; code?: unknown; details?: unknown };
  };
  if (ok && body.success === true) return body.data;
  const apiError = body.error;
  if (apiError && typeof apiError.message === 'string' && typeof apiError.code === 'string') {
    throw new ApiClientError(apiError.message, apiError.code, status, apiError.details);
  }
  if (!ok) throw serverError(status);
  throw requestError(status);
}

async function performRefresh(): Promise<string> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    clearTokens();
    onAuthFailure();
    throw noRefreshTokenError();
  }
  const { refresh } = routes.auth;
  // A network failure here is not a rejected token: keep the tokens and report NETWORK_ERROR.
  const response = await exchange(
    { method: refresh.method, path: `${API_BASE}${refresh.path}`, body: { refreshToken } },
    null,
  );
  // A proxy or server that is down (5xx) or busy (429) has not judged the token: keep the pair
  // and raise a retryable error, as for a dead network. Only a refusal signs the learner out.
  if (response.status >= 500 || response.status === 429) unwrap(response);
  const tokens = response.ok ? tokensOf(response.payload) : null;
  if (!tokens) {
    clearTokens();
    onAuthFailure();
    throw refreshFailedError(response.status);
  }
  setTokens(tokens);
  return tokens.accessToken;
}

/** The token pair of a refresh answer's envelope, or null when it holds none. */
function tokensOf(payload: unknown): Tokens | null {
  const tokens = (payload as { data?: { tokens?: Partial<Record<keyof Tokens, unknown>> } } | null)
    ?.data?.tokens;
  const { accessToken, refreshToken } = tokens ?? {};
  return typeof accessToken === 'string' && typeof refreshToken === 'string' && accessToken
    ? { accessToken, refreshToken }
    : null;
}

/** Shared by every tab of the origin. */
const REFRESH_LOCK = 'toeic-ace-token-refresh';

/**
 * Tabs share the stored tokens and every refresh rotates the refresh token, so tabs take turns
 * under one Web Lock; a tab that waited re-reads the store and, if the tab before it already
 * rotated the pair, uses that pair instead of refreshing again. Browsers without Web Locks keep
 * the in-tab single flight, and the server answers a token replayed within a few seconds with
 * the same successor, so two tabs refreshing at once still stay signed in.
 */
function refreshAcrossTabs(): Promise<string> {
  const locks = 'locks' in navigator ? navigator.locks : undefined;
  if (!locks) return performRefresh();
  const seen = getRefreshToken();
  const underLock = async () => {
    const stored = getRefreshToken();
    const access = getAccessToken();
    if (stored && access && stored !== seen) return access;
    return performRefresh();
  };
  // The DOM typings don't unwrap the callback's promise; the browser does.
  return locks.request(REFRESH_LOCK, underLock).then((token) => token);
}

/** Exactly one refresh runs at a time; every 401 that arrives meanwhile waits for it. */
export function refreshTokens(): Promise<string> {
  if (refreshInFlight) return refreshInFlight;
  const running = refreshAcrossTabs();
  refreshInFlight = running;
  running
    .finally(() => {
      if (refreshInFlight === running) refreshInFlight = null;
    })
    .catch(() => {});
  return running;
}

function freshToken(usedToken: string | null): Promise<string> {
  const current = getAccessToken();
  // Another request already refreshed since this one was sent: replay with the new token.
  if (!refreshInFlight && current && current !== usedToken) return Promise.resolve(current);
  return refreshTokens();
}

/**
 * Whether a 401 on this route means "the access token expired": only on routes that read it.
 * Elsewhere (login, register, refresh, logout) it means wrong credentials: never refresh.
 */
export const refreshesOn401 = (route: ApiRoute) => route.auth !== 'none';

/**
 * In development and tests every answer is parsed with its route's schema (lib/response-check.ts):
 * a server and client that drifted apart show up there. A production build takes the data as the
 * server wrote it — the server writes every answer with a serialiser compiled from the same
 * schema, which sends only the fields the contract names — and so leaves zod and the schemas out
 * of the first load (the check is compiled out with its import).
 */
async function parseResponse<R extends JsonRoute>(
  route: R,
  data: unknown,
): Promise<RouteOutput<R>> {
  if (!import.meta.env.DEV) return data as RouteOutput<R>;
  const { checkResponse } = await import('./response-check');
  return checkResponse(route, data);
}

/** Sends one call, refreshing the tokens once on a 401 and replaying it (at most once). */
async function exchangeOnce<R extends JsonRoute | EmptyRoute>(
  route: R,
  input: RouteInput<R> & CallOptions,
): Promise<RawResponse> {
  const request: Exchange = {
    method: route.method,
    path: urlOf(route, input),
    body: (input as { body?: unknown }).body,
    signal: input.signal,
  };
  const usedToken = getAccessToken();
  let response = await exchange(request, usedToken);
  const mayRefresh =
    response.status === 401 &&
    refreshesOn401(route) &&
    (usedToken !== null || getRefreshToken() !== null);
  // At most HTTP.maxRefreshPerRequest (one) replay: a second 401 is returned as it is.
  if (mayRefresh) response = await exchange(request, await freshToken(usedToken));
  return response;
}

async function send<R extends JsonRoute>(route: R, input: RouteInput<R> & CallOptions) {
  return parseResponse(route, unwrap(await exchangeOnce(route, input)));
}

/** A call answered 204 No Content: nothing to read on success; failures are the envelope's. */
async function sendForNoContent<R extends EmptyRoute>(
  route: R,
  input: RouteInput<R> & CallOptions,
): Promise<void> {
  const response = await exchangeOnce(route, input);
  if (response.status === 204) return;
  unwrap(response);
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

const FILENAME = /filename="([^"]+)"/;

async function fetchOnce(path: string, token: string | null, signal?: AbortSignal) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, { method: 'GET', credentials: 'same-origin', headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
}

/** Like send, but a success is the body as a file rather than an envelope. */
async function fetchFile<R extends DownloadRoute>(route: R, input: RouteInput<R> & CallOptions) {
  const path = urlOf(route, input);
  const usedToken = getAccessToken();
  let response = await fetchOnce(path, usedToken, input.signal);
  if (response.status === 401 && refreshesOn401(route) && getRefreshToken() !== null) {
    response = await fetchOnce(path, await freshToken(usedToken), input.signal);
  }
  if (!response.ok) {
    const text = await response.text();
    let payload: unknown;
    try {
      payload = JSON.parse(text) as unknown;
    } catch {
      payload = undefined;
    }
    unwrap({ status: response.status, ok: false, payload });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob: await response.blob(),
    filename: FILENAME.exec(disposition)?.[1] ?? 'download',
  } satisfies DownloadedFile;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * false: one attempt, its failure at once. A screen's reads pass it: the screen shows the
   * error and its retry at once and the query client keeps trying in the background
   * (query-client.ts), where 1 s + 2 s + 4 s of retries here would leave a spinner for ≈ 9 s.
   */
  retry?: boolean;
}

/** GET, and the entries the table marks idempotent, may be repeated after a failure. */
export const isIdempotent = (route: ApiRoute) =>
  route.method === 'GET' || route.idempotent === true;

const defaultRetryable = (error: unknown) => classifyError(error).retryable;

let retryOptions: RetryOptions = {};
/** Test harnesses shorten the waits between retries (their timing is tested in retry.test.ts). */
export const setApiRetryOptions = (options: RetryOptions) => {
  retryOptions = options;
};

/**
 * Idempotent calls are retried as the classification allows (transport failures and 5xx, 3
 * times with backoff), unless the browser knows it is offline; every failure but the caller's
 * own cancellation goes into the error log. Failed error reports are not logged, so a report
 * can never cause another.
 */
async function attempt<R extends ApiRoute, T>(
  route: R,
  { signal, retry = true }: CallOptions,
  run: () => Promise<T>,
): Promise<T> {
  try {
    if (!retry || !isIdempotent(route)) return await run();
    return await withRetry(run, {
      ...retryOptions,
      signal,
      shouldRetry: (error) =>
        navigator.onLine !== false && (retryOptions.shouldRetry ?? defaultRetryable)(error),
    });
  } catch (error) {
    if (!signal?.aborted && (route as ApiRoute) !== routes.clientErrors.report) {
      errorLog.record(error, { source: 'api' });
    }
    throw error;
  }
}

/** The input may be left out when nothing in it is required. */
type CallArgs<R extends ApiRoute> =
  Record<never, never> extends RouteInput<R>
    ? [input?: RouteInput<R> & CallOptions]
    : [input: RouteInput<R> & CallOptions];

/**
 * The one client of the API: every call names its entry of the contract's route table, which
 * fixes method, path, what to send and what comes back.
 */
export const api = {
  /** A JSON call: the envelope's data, parsed; failures are ApiClientError. */
  call<R extends JsonRoute>(route: R, ...[input]: CallArgs<R>): Promise<RouteOutput<R>> {
    const options = (input ?? {}) as RouteInput<R> & CallOptions;
    return attempt(route, options, () => send(route, options));
  },
  /** A call whose success is 204 No Content (a removal); failures are ApiClientError. */
  noContent<R extends EmptyRoute>(route: R, ...[input]: CallArgs<R>): Promise<void> {
    const options = (input ?? {}) as RouteInput<R> & CallOptions;
    return attempt(route, options, () => sendForNoContent(route, options));
  },
  /** A file download: the file and the name the server gave it; failures are ApiClientError. */
  download<R extends DownloadRoute>(route: R, ...[input]: CallArgs<R>): Promise<DownloadedFile> {
    const options = (input ?? {}) as RouteInput<R> & CallOptions;
    return attempt(route, options, () => fetchFile(route, options));
  },
  /** The address of a route the browser navigates to itself (a redirect such as a sign-in). */
  url<R extends ApiRoute>(route: R, ...[input]: CallArgs<R>): string {
    return urlOf(route, (input ?? {}) as RouteInput<R>);
  },
};
