import type { z } from 'zod';

/** Every API path lives below this prefix. */
export const API_PREFIX = '/api';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * none: the bearer token is not read, so a 401 there means wrong credentials, never "refresh";
 * optional: a valid bearer only adds to the answer; required: 401 without one.
 */
type RouteAuth = 'none' | 'optional' | 'required';

/** Statuses a route answers with the error envelope (besides 500, which any route may). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

interface RouteBase {
  method: HttpMethod;
  /** Below API_PREFIX; `:name` segments are filled from `params`. */
  path: `/${string}`;
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  errors: readonly ErrorStatus[];
  /**
   * Doing the call twice has the effect of doing it once, so the web client may repeat it after
   * a transport or 5xx failure. GET calls are taken as idempotent without saying so.
   */
  idempotent?: boolean;
  summary?: string;
  description?: string;
}

/** A JSON call: `response` is the `data` of the success envelope. */
export interface JsonRoute extends RouteBase {
  kind?: 'json';
  /** 200 unless given; a path whose `action` query picks the call may answer either. */
  status?: SuccessStatus | readonly SuccessStatus[];
  response: z.ZodType;
  /**
   * Content negotiation on the same path: with `Accept: text/event-stream` the answer is these
   * events (name: schema of its JSON data) instead of the envelope.
   */
  events?: Record<string, z.ZodType>;
}

type SuccessStatus = 200 | 201;

/** The success statuses of a JSON call. */
export const successStatuses = (route: JsonRoute): readonly SuccessStatus[] =>
  route.status === undefined
    ? [200]
    : typeof route.status === 'number'
      ? [route.status]
      : route.status;

/** text/event-stream: each event name with the schema of its JSON data. */
interface StreamRoute extends RouteBase {
  kind: 'stream';
  events: Record<string, z.ZodType>;
}

/** A full-page navigation the server answers with a redirect (302). */
interface RedirectRoute extends RouteBase {
  kind: 'redirect';
}

/**
 * A file the browser saves: the success answer is the file itself (no envelope), with a
 * `content-disposition: attachment` name; failures still answer the error envelope.
 */
export interface DownloadRoute extends RouteBase {
  kind: 'download';
  /** The media types the file may come as (which one depends on the input). */
  contentTypes: readonly string[];
}

/**
 * A call whose success is `204 No Content`: no body and no envelope (a removal has nothing to
 * answer); failures still answer the error envelope.
 */
export interface EmptyRoute extends RouteBase {
  kind: 'empty';
}

export type ApiRoute = JsonRoute | StreamRoute | RedirectRoute | DownloadRoute | EmptyRoute;

type InputOf<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** What a caller sends: the path params, query and body of the entry, each only if it has one. */
export type RouteInput<R extends ApiRoute> = ([InputOf<R, 'params'>] extends [never]
  ? unknown
  : { params: InputOf<R, 'params'> }) &
  ([InputOf<R, 'query'>] extends [never] ? unknown : { query?: InputOf<R, 'query'> }) &
  ([InputOf<R, 'body'>] extends [never] ? unknown : { body: InputOf<R, 'body'> });

/** The `data` of a JSON call's success envelope, as its schema parses it. */
export type RouteOutput<R extends JsonRoute> = z.output<R['response']>;

/** A route that can answer as server-sent events: a stream route, or a JSON route with `events`. */
export type EventRoute = StreamRoute | (JsonRoute & { events: Record<string, z.ZodType> });

/** An event of a stream route: its data parsed by the event's schema, or why that failed. */
export type RouteEvent<R extends EventRoute> = {
  [E in keyof R['events'] & string]:
    | { event: E; ok: true; data: z.output<R['events'][E]> }
    | { event: E; ok: false; issues: z.core.$ZodIssue[] };
}[keyof R['events'] & string];

/** Names a feature's calls; keeps each entry's literal types for both sides. */
export const defineRoutes = <const T extends Record<string, ApiRoute>>(routes: T): T => routes;

/** The OpenAPI tag and the feature of a route: the first segment of its path. */
export const routeTag = (route: ApiRoute): string => route.path.split('/')[1] ?? '';

/** The path with its `:name` segments replaced by the URI-encoded params. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path param ${name}`);
    return encodeURIComponent(String(value));
  });
}
