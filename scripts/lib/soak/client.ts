// One soak learner's HTTP client: the shared learner transport (its own loopback address, a
// kept-alive connection like a browser's) with the web client's retry rule. Answers are never
// thrown: the soak counts every status and reads the envelope's data or code.
import { Agent } from 'node:http';
import { CLIENT_ERRORS, type ApiRoute } from '@toeic-ace/contract';
import {
  ApiError,
  exchange,
  isRetryableFailure,
  repeatable,
  retryDelayMs,
  sleep,
  type CallInput,
} from '../learner/http';
import type { SoakCounters } from './counters';

export interface Answer<T = unknown> {
  status: number;
  data?: T;
  code?: string;
  /** The transport gave up after the web client's own time limit (never repeated). */
  timedOut?: boolean;
}

export class LearnerClient {
  private readonly agent: Agent;
  private token = '';

  constructor(
    private readonly base: URL,
    localAddress: string,
    private readonly counters: SoakCounters,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 2, localAddress });
  }

  signIn(accessToken: string) {
    this.token = accessToken;
  }

  /** One contract call, repeated as the web client would (apps/web/src/lib/retry.ts). */
  async call<T>(route: ApiRoute, input: CallInput = {}): Promise<Answer<T>> {
    for (let attempt = 0; ; attempt++) {
      const answer = await this.once<T>(route, input);
      const again =
        repeatable(route) && isRetryableFailure(answer.status, answer.timedOut === true);
      if (attempt >= CLIENT_ERRORS.maxRetries || !again) return answer;
      this.counters.retries += 1;
      await sleep(retryDelayMs(attempt));
    }
  }

  private async once<T>(route: ApiRoute, input: CallInput): Promise<Answer<T>> {
    try {
      const { status, text } = await exchange(route, input, {
        agent: this.agent,
        host: this.base.hostname,
        port: this.base.port,
        accessToken: this.token,
      });
      let parsed: { data?: T; error?: { code?: string } } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        // Not JSON: counted by status; the checks only read envelopes.
      }
      this.counters.record(status, parsed.error?.code);
      return { status, data: parsed.data, code: parsed.error?.code };
    } catch (error) {
      this.counters.record(0);
      return { status: 0, timedOut: error instanceof ApiError && error.timedOut };
    }
  }

  close() {
    this.agent.destroy();
  }
}
