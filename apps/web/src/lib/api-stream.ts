import { HTTP } from '@toeic-ace/contract/rules';
import type { EventRoute, RouteEvent, RouteInput } from '@toeic-ace/contract';
import { refreshTokens, refreshesOn401, urlOf } from './api-client';
import { ApiClientError, networkError, requestError, serverError } from './api-error';
import { createSseParser, type SseEvent } from './sse';
import { getAccessToken, getRefreshToken } from './token-storage';

export interface StreamOptions {
  signal?: AbortSignal;
  /** Longest silence (no bytes) before the stream counts as a dead network. */
  idleTimeoutMs?: number;
}

interface Opening {
  method: EventRoute['method'];
  url: string;
  body: unknown;
}

async function open({ method, url, body }: Opening, token: string | null, signal: AbortSignal) {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(url, {
    method,
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

/** An event the route names, with its JSON data checked by the event's schema. */
function typedEvent<R extends EventRoute>(route: R, { event, data }: SseEvent) {
  const schema = route.events[event];
  if (!schema) return null;
  let json: unknown;
  try {
    json = JSON.parse(data) as unknown;
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  return (
    parsed.success
      ? { event, ok: true, data: parsed.data }
      : { event, ok: false, issues: parsed.error.issues }
  ) as RouteEvent<R>;
}

/**
 * Opens a route of the contract that answers with text/event-stream (a stream route, or a JSON
 * route that declares `events` and streams when asked to with `Accept: text/event-stream`) and
 * calls `onEvent` for every event it names as it arrives; other events are ignored. Errors before the
 * stream starts come as the JSON envelope and are thrown as ApiClientError (a 401 refreshes the
 * tokens once, like api.call); a dead connection or `idleTimeoutMs` of silence is
 * NETWORK_ERROR; the caller's abort rethrows its AbortError.
 * `route` is the contract's own entry (questionRoutes.generateStream…): its event schemas check
 * each event, and the schema-free entries of lib/routes.ts have none.
 */
export async function apiStream<R extends EventRoute>(
  route: R,
  input: RouteInput<R> & StreamOptions,
  onEvent: (event: RouteEvent<R>) => void,
): Promise<void> {
  const { signal, idleTimeoutMs = HTTP.requestTimeoutMs } = input;
  const { body } = input as { body?: unknown };
  const opening = { method: route.method, url: urlOf(route, input), body };
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
    let response = await open(opening, usedToken, controller.signal);
    const mayRefresh = refreshesOn401(route) && (usedToken !== null || getRefreshToken() !== null);
    if (response.status === 401 && mayRefresh) {
      await response.body?.cancel().catch(() => {});
      const token = await refreshTokens();
      arm();
      response = await open(opening, token, controller.signal);
    }
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !type.includes('text/event-stream') || !response.body) {
      throw await failure(response);
    }
    const parser = createSseParser((event) => {
      const typed = typedEvent(route, event);
      if (!typed) return;
      try {
        onEvent(typed);
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
