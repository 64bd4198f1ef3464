// One learner's HTTP client: its own loopback address (127.x.y.z all reach the server on Linux),
// so per-address budgets apply to each learner as they would to separate homes, a keep-alive
// connection like a browser's, and the web client's retry policy.
import { Agent, request } from 'node:http';
import { API_PREFIX, CLIENT_ERRORS, HTTP, type ApiRoute } from '@toeic-ace/contract';
import type { SoakCounters } from './counters';

export interface Answer<T = unknown> {
  status: number;
  data?: T;
  code?: string;
}

/** Fills `:name` segments of a contract path. */
const pathOf = (route: ApiRoute, params: Record<string, string> = {}) =>
  API_PREFIX + route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');

/** What the web client repeats: GET and idempotent calls, after a 5xx or a network failure. */
const retryable = (route: ApiRoute, status: number) =>
  (route.method === 'GET' || route.idempotent === true) && (status === 0 || status >= 500);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export class LearnerClient {
  private readonly agent: Agent;
  private token = '';

  constructor(
    private readonly base: URL,
    private readonly localAddress: string,
    private readonly counters: SoakCounters,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 2 });
  }

  signIn(accessToken: string) {
    this.token = accessToken;
  }

  /** One contract call, repeated as apps/web/src/lib/retry.ts does (1 s, 2 s, 4 s + jitter). */
  async call<T>(
    route: ApiRoute,
    input: { params?: Record<string, string>; body?: unknown; query?: string } = {},
  ): Promise<Answer<T>> {
    for (let attempt = 0; ; attempt++) {
      const answer = await this.once<T>(route, input);
      if (attempt >= CLIENT_ERRORS.maxRetries || !retryable(route, answer.status)) return answer;
      this.counters.retries += 1;
      const jitter = Math.floor(Math.random() * CLIENT_ERRORS.retryJitterMs);
      await sleep(CLIENT_ERRORS.retryBaseDelayMs * 2 ** attempt + jitter);
    }
  }

  private once<T>(
    route: ApiRoute,
    { params, body, query }: { params?: Record<string, string>; body?: unknown; query?: string },
  ): Promise<Answer<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    return new Promise((resolve) => {
      const req = request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method: route.method,
          path: pathOf(route, params) + (query ? `?${query}` : ''),
          headers,
          agent: this.agent,
          localAddress: this.localAddress,
          timeout: HTTP.requestTimeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            let parsed: { data?: T; error?: { code?: string } } = {};
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              // Not JSON: counted by status; the checks only read envelopes.
            }
            this.counters.record(status, parsed.error?.code);
            resolve({ status, data: parsed.data, code: parsed.error?.code });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        this.counters.record(0);
        resolve({ status: 0 });
      });
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}
