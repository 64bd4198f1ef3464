import { HTTP, refreshResultSchema } from '@toeic-ace/contract';
import {
  ApiClientError,
  networkError,
  noRefreshTokenError,
  refreshFailedError,
  requestError,
  serverError,
} from './api-error';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './token-storage';

export const API_BASE = '/api';

/** Calls whose 401 means "wrong credentials", never "refresh and retry". */
const NO_REFRESH_PATHS = ['/auth/login', '/auth/register', '/auth/refresh', '/auth/logout'];

type QueryValue = string | number | boolean | undefined | null | (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
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

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function exchange(path: string, options: RequestOptions, token: string | null) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP.requestTimeoutMs);
  const external = options.signal;
  const forwardAbort = () => controller.abort(external?.reason);
  external?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      // Stated, not left to the default: the sign-in calls carry the known-device cookie, which
      // spares this browser the slow-downs that guessing at the account sets off.
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
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
    throw networkError();
  } finally {
    clearTimeout(timer);
    external?.removeEventListener('abort', forwardAbort);
  }
}

function unwrap<T>({ status, ok, payload }: RawResponse): T {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as {
    success?: unknown;
    data?: unknown;
    error?: { message?: unknown; code?: unknown; details?: unknown };
  };
  if (ok && body.success === true) return body.data as T;
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
  // A network failure here is not a rejected token: keep the tokens and report NETWORK_ERROR.
  const response = await exchange(
    '/auth/refresh',
    { method: 'POST', body: { refreshToken } },
    null,
  );
  const parsed = response.ok
    ? refreshResultSchema.safeParse((response.payload as { data?: unknown } | undefined)?.data)
    : null;
  if (!parsed?.success) {
    clearTokens();
    onAuthFailure();
    throw refreshFailedError(response.status);
  }
  setTokens(parsed.data.tokens);
  return parsed.data.tokens.accessToken;
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

/** Sends a request to /api, unwraps the envelope and maps failures to ApiClientError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const usedToken = getAccessToken();
  const response = await exchange(path, options, usedToken);
  const mayRefresh =
    response.status === 401 &&
    !NO_REFRESH_PATHS.includes(path) &&
    (usedToken !== null || getRefreshToken() !== null);
  if (!mayRefresh) return unwrap<T>(response);
  const token = await freshToken(usedToken);
  // At most HTTP.maxRefreshPerRequest (one) replay: a second 401 is returned as it is.
  return unwrap<T>(await exchange(path, options, token));
}
