import type { IncomingHttpHeaders } from 'node:http';

// The fake AI servers' shapes, apart from the server itself so that what answers a request
// (respond.ts) and what serves it (fake-server.ts) share them without importing each other.

/**
 * What the fake model does for one request. Text-producing steps answer a streaming request
 * as SSE and a plain one as a single JSON body, so one script serves both call styles.
 */
export type FakeStep =
  /** The model "writes" this value: the reply text is JSON.stringify(json). */
  | ({ json: unknown } & Pace)
  /** Raw model text, e.g. malformed JSON. */
  | ({ text: string } & Pace)
  /** Same as `text`; reads well in streaming tests. `resetAfterTokens` drops the connection. */
  | { stream: { text: string; resetAfterTokens?: number } & Pace }
  /** A refusal or a cut-off: Gemini finishReason SAFETY / MAX_TOKENS, OpenAI content_filter / length. */
  | { finishReason: 'SAFETY' | 'MAX_TOKENS'; text?: string }
  /** A 200 with no candidates (Gemini) / an empty choices array (OpenAI). */
  | { emptyCandidates: true }
  /** An error in the provider's format; 429 carries the wait (RetryInfo / Retry-After). */
  | {
      status: number;
      retryDelaySeconds?: number;
      message?: string;
      headers?: Record<string, string>;
    }
  /** A 200 (or `status`) whose body is exactly this, e.g. an HTML page from a proxy. */
  | { rawBody: string; status?: number; contentType?: string }
  /** Accept the request and never answer (for timeouts). */
  | { hang: true }
  /** Drop the connection without an answer (a reset: a network failure). */
  | { reset: true };

export interface Pace {
  /** Emit ~4-character tokens at this rate (about 100/s is realistic); default: no delay. */
  tokensPerSecond?: number;
}

export interface FakeRequest {
  method: string;
  /** Path and query, e.g. /v1beta/models/gemini-2.5-flash:generateContent */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (the raw string when it is not JSON). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests dig into it freely
  stream: boolean;
}

export type Responder = (req: FakeRequest) => FakeStep | Promise<FakeStep>;

export interface FakeOptions {
  /** Answers when the queue is empty (e.g. a verifier reading the prompt). */
  responder?: Responder;
}

export interface FakeServer {
  /** Base URL to configure the client with (for OpenAI, already ending in /v1). */
  readonly url: string;
  /** Every request received, in order. */
  readonly requests: FakeRequest[];
  /** Steps answer requests first-in first-out, before the responder. */
  enqueue(...steps: FakeStep[]): void;
  responder: Responder | undefined;
  /** Answers the metadata GETs (model info / model list) instead of the default, e.g. a 500. */
  metadataStep: FakeStep | undefined;
  /** Answers the client stopped reading before they were complete (an aborted call). */
  readonly abandoned: number;
  close(): Promise<void>;
}

/** How one provider writes its answers; the server below handles everything else. */
export interface WireFormat {
  name: string;
  /** Path prefix appended to the server origin in `url` (e.g. '/v1'); '' for none. */
  basePath: string;
  isStream(method: string, path: string, body: unknown): boolean;
  /** A step for requests the real API would refuse (unknown path); null to proceed. */
  reject(req: FakeRequest): FakeStep | null;
  complete(text: string, finish: 'STOP' | 'SAFETY' | 'MAX_TOKENS', req: FakeRequest): unknown;
  empty(req: FakeRequest): unknown;
  /** SSE data objects for one token, and for the end of the stream. */
  chunk(token: string): unknown;
  final(finish: 'STOP' | 'SAFETY' | 'MAX_TOKENS', req: FakeRequest): unknown[];
  /**
   * The body a GET for model metadata gets (Gemini: one model; OpenAI: the model list), an error
   * step when the request lacks what the real API demands, or null for an unknown path.
   */
  metadata?(req: FakeRequest): { body: unknown } | FakeStep | null;
  /** Line after the last event ('data: [DONE]' for OpenAI). */
  trailer?: string;
  /** Gemini separates events with CRLF; exercising that is part of the point. */
  eol: string;
  error(
    status: number,
    message: string,
    retryDelaySeconds?: number,
  ): { body: unknown; headers: Record<string, string> };
}
