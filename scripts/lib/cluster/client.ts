import { Agent } from 'node:http';
import {
  CLIENT_ERRORS,
  routes,
  type ApiRoute,
  type JsonRoute,
  type RouteOutput,
  type Tokens,
} from '@toeic-ace/contract';
import {
  ApiError,
  envelopeError,
  exchange,
  isRetryable,
  repeatable,
  retryDelayMs,
  sleep,
  unwrap,
  type CallInput,
  type Exchange,
} from '../learner/http';
import type { Recorder } from './recorder';

export { ApiError };

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
    retry = repeatable(route),
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
        await sleep(retryDelayMs(attempt));
      }
    }
  }

  /** A server-sent-events call: every event, in order. Never retried (nor is it by the web). */
  async stream(route: ApiRoute, input: CallInput): Promise<{ event: string; data: unknown }[]> {
    try {
      const answer = await this.exchange(route, input, 'text/event-stream');
      if (answer.status !== 200) throw envelopeError(answer);
      return parseEvents(answer.text);
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
      const answer = await this.exchange(route, { body: { refreshToken } });
      const data = answer.status === 200 ? unwrap(answer) : null;
      const parsed = route.response.safeParse(data);
      if (!parsed.success) throw new ApiError(answer.status, 'REFRESH_FAILED');
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
      return unwrap(await this.exchange(route, input));
    }
    return unwrap(first);
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

  /** One attempt, recorded with the id nginx and the server log it under. */
  private exchange(route: ApiRoute, input: CallInput, accept?: string): Promise<Exchange> {
    const benchId = `${this.label}-${++this.sequence}`;
    const startedAt = Date.now();
    return exchange(route, input, {
      agent: this.agent,
      host: '127.0.0.1',
      port: this.port,
      accept,
      headers: { 'x-bench-request': benchId },
      accessToken: this.tokens?.accessToken,
      onSettled: (status) =>
        this.recorder.attempts.push({
          route: routeName(route),
          status,
          startedAt,
          endedAt: Date.now(),
          benchId,
        }),
    });
  }
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
