import { HTTP } from '@toeic-ace/contract';
import { API_BASE, refreshTokens } from './api-client';
import { ApiClientError, networkError, requestError, serverError } from './api-error';
import { createSseParser, type SseEvent } from './sse';
import { getAccessToken, getRefreshToken } from './token-storage';

export interface StreamOptions {
  body: unknown;
  signal?: AbortSignal;
  /** Longest silence (no bytes) before the stream counts as a dead network. */
  idleTimeoutMs?: number;
}

async function open(path: string, body: unknown, token: string | null, signal: AbortSignal) {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal,
  });
}

/** Wraps what the caller's handler threw, so it is not mistaken for a transport failure. */
class ConsumerError {
  constructor(readonly cause: unknown) {}
}

/** The error a non-stream answer carries: the envelope's error, else the transport error. */
async function failure(response: Response): Promise<ApiClientError> {
  const text = await response.text().catch(() => '');
  try {
    const payload = JSON.parse(text) as {
      error?: { message?: unknown; code?: unknown; details?: unknown };
    };
    const { message, code, details } = payload.error ?? {};
    if (typeof message === 'string' && typeof code === 'string') {
      return new ApiClientError(message, code, response.status, details);
    }
  } catch {
    // not JSON
  }
  return response.ok ? requestError(response.status) : serverError(response.status);
}

/**
 * POSTs to an /api endpoint that answers text/event-stream and calls `onEvent` for every event
 * as it arrives. Errors before the stream starts come as the JSON envelope and are thrown as
 * ApiClientError (a 401 refreshes the tokens once, like apiRequest); a dead connection or
 * `idleTimeoutMs` of silence is NETWORK_ERROR; the caller's abort rethrows its AbortError.
 */
export async function apiStream(
  path: string,
  onEvent: (event: SseEvent) => void,
  { body, signal, idleTimeoutMs = HTTP.requestTimeoutMs }: StreamOptions,
): Promise<void> {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), idleTimeoutMs);
  };
  try {
    arm();
    const usedToken = getAccessToken();
    let response = await open(path, body, usedToken, controller.signal);
    if (response.status === 401 && (usedToken !== null || getRefreshToken() !== null)) {
      await response.body?.cancel().catch(() => {});
      const token = await refreshTokens();
      arm();
      response = await open(path, body, token, controller.signal);
    }
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !type.includes('text/event-stream') || !response.body) {
      throw await failure(response);
    }
    const parser = createSseParser((event) => {
      try {
        onEvent(event);
      } catch (error) {
        throw new ConsumerError(error);
      }
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      arm();
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
    parser.end();
  } catch (error) {
    if (error instanceof ConsumerError) throw error.cause;
    if (signal?.aborted) throw error;
    if (error instanceof ApiClientError) throw error;
    throw networkError();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
    // Whatever ended the read (done, consumer error) releases the connection.
    controller.abort();
  }
}
