import { Agent, request } from 'node:http';
import {
  API_PREFIX,
  CLIENT_ERRORS,
  HTTP,
  fillPath,
  routes,
  type ApiRoute,
  type JsonRoute,
  type RouteOutput,
  type Tokens,
} from '@toeic-ace/contract';
import type { Recorder } from './recorder';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly timedOut = false,
  ) {
    super(`${status} ${code}`);
  }
}

/** The web client's rule (apps/web/src/lib/error-handler.ts): transport failures and 5xx. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return !error.timedOut;
  return error.status >= 500 || error.status === 408;
}

/** The web client's backoff (apps/web/src/lib/retry.ts): 1 s, 2 s, 4 s, each plus up to 1 s. */
const retryDelayMs = (attempt: number) =>
  CLIENT_ERRORS.retryBaseDelayMs * 2 ** attempt +
  Math.floor(Math.random() * CLIENT_ERRORS.retryJitterMs);

interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, string | number>;
  body?: unknown;
}

const routeName = (route: ApiRoute) => `${route.method} ${route.path}`;

/**
 * What the web app's api-client does for one browser, over one kept-alive connection from the
 * learner's own source address (nginx and the server see one client per learner, as with real
 * learners behind their own addresses).
 */
export class LearnerClient {
  tokens: Tokens | null = null;
  private readonly agent: Agent;
  private sequence = 0;

  constructor(
    private readonly port: number,
    readonly sourceAddress: string,
    private readonly recorder: Recorder,
    private readonly label: string,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: sourceAddress });
  }

  close(): void {
    this.agent.destroy();
  }

  /**
   * A JSON call: the envelope's data, checked against the route's schema. `retry` follows the
   * web client (GET and routes marked idempotent) unless the caller knows the call is safe to
   * repeat for another reason.
   */
  async call<R extends JsonRoute>(
    route: R,
    input: CallInput = {},
    retry = route.method === 'GET' || route.idempotent === true,
  ): Promise<RouteOutput<R>> {
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await this.send(route, input);
        if (attempt > 0) {
          const name = routeName(route);
          this.recorder.recovered.set(name, (this.recorder.recovered.get(name) ?? 0) + 1);
        }
        const parsed = route.response.safeParse(data);
        if (!parsed.success) this.recorder.contractMismatches += 1;
        return (parsed.success ? parsed.data : data) as RouteOutput<R>;
      } catch (error) {
        const again = retry && isRetryable(error) && attempt < CLIENT_ERRORS.maxRetries;
        if (!again) throw this.visible(route, error, retry);
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
      }
    }
  }

  /** A server-sent-events call: every event, in order. Never retried (nor is it by the web). */
  async stream(route: ApiRoute, input: CallInput): Promise<{ event: string; data: unknown }[]> {
    try {
      const { status, text } = await this.exchange(route, input, 'text/event-stream');
      if (status !== 200) throw envelopeError(status, text);
      return parseEvents(text);
    } catch (error) {
      throw this.visible(route, error, false);
    }
  }

  /** Rotates the tokens; a refused refresh signs the learner out, as in the web client. */
  async refresh(): Promise<void> {
    const route = routes.auth.refresh;
    const refreshToken = this.tokens?.refreshToken;
    if (!refreshToken) throw new ApiError(401, 'NO_REFRESH_TOKEN');
    try {
      const { status, text } = await this.exchange(route, { body: { refreshToken } });
      const data = status === 200 ? unwrap(status, text) : null;
      const parsed = route.response.safeParse(data);
      if (!parsed.success) throw new ApiError(status, 'REFRESH_FAILED');
      this.tokens = parsed.data.tokens;
    } catch (error) {
      // A dead network keeps the tokens; a refused or failed refresh does not.
      if (error instanceof ApiError && error.status !== 0) this.tokens = null;
      throw this.visible(route, error, false);
    }
  }

  /** One attempt, replayed once with fresh tokens after a 401 on a route that reads them. */
  private async send(route: JsonRoute, input: CallInput): Promise<unknown> {
    const first = await this.exchange(route, input);
    if (first.status === 401 && route.auth !== 'none' && this.tokens) {
      await this.refresh();
      const second = await this.exchange(route, input);
      return unwrap(second.status, second.text);
    }
    return unwrap(first.status, first.text);
  }

  private visible(route: ApiRoute, error: unknown, retryable: boolean): unknown {
    if (error instanceof ApiError) {
      const last = this.recorder.attempts.findLast((a) => a.benchId.startsWith(`${this.label}-`));
      this.recorder.failures.push({
        route: routeName(route),
        status: error.status,
        code: error.code,
        retryable,
        startedAt: last?.startedAt ?? Date.now(),
        benchId: last?.benchId ?? '',
      });
    }
    return error;
  }

  private exchange(
    route: ApiRoute,
    { params, query, body }: CallInput,
    accept = 'application/json',
  ): Promise<{ status: number; text: string }> {
    const search = query ? `?${new URLSearchParams(stringValues(query))}` : '';
    const path = `${API_PREFIX}${fillPath(route.path, params)}${search}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const benchId = `${this.label}-${++this.sequence}`;
    const headers: Record<string, string> = { accept, 'x-bench-request': benchId };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (this.tokens && route.auth !== 'none') {
      headers.authorization = `Bearer ${this.tokens.accessToken}`;
    }
    const startedAt = Date.now();
    // A broken connection may report through both the request and the response: count once.
    let recorded = false;
    const record = (status: number) => {
      if (recorded) return;
      recorded = true;
      this.recorder.attempts.push({
        route: routeName(route),
        status,
        startedAt,
        endedAt: Date.now(),
        benchId,
      });
    };
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: route.method,
          path,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            record(res.statusCode ?? 0);
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', () => fail(false));
        },
      );
      let timedOut = false;
      const fail = (timeout: boolean) => {
        record(0);
        reject(new ApiError(0, 'NETWORK_ERROR', timeout));
      };
      // The web client gives up after the same time and does not repeat such a call.
      req.setTimeout(HTTP.requestTimeoutMs, () => {
        timedOut = true;
        req.destroy();
      });
      req.on('error', () => fail(timedOut));
      req.end(payload);
    });
  }
}

const stringValues = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

function unwrap(status: number, text: string): unknown {
  let body: { success?: boolean; data?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  if (status >= 200 && status < 300 && body?.success === true) return body.data;
  throw envelopeError(status, text);
}

/** The envelope's error code, or what the web client calls a bare failure (nginx's 502 page). */
function envelopeError(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { error?: { code?: string } };
    if (typeof body.error?.code === 'string') return new ApiError(status, body.error.code);
  } catch {
    // Not JSON: an error page from the proxy.
  }
  return new ApiError(status, status >= 500 ? 'SERVER_ERROR' : 'REQUEST_ERROR');
}

function parseEvents(text: string): { event: string; data: unknown }[] {
  return text
    .split(/\r?\n\r?\n/)
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      return data.length ? { event, data: JSON.parse(data.join('\n')) as unknown } : null;
    })
    .filter((e): e is { event: string; data: unknown } => e !== null);
}
