import {
  API_PREFIX,
  envelope,
  routeTag,
  successStatuses,
  type ApiRoute,
  type ErrorStatus,
  type JsonRoute,
} from '@toeic-ace/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../plugins/envelope';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Field<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

type StatusOf<R> = R extends { status: infer S }
  ? S extends readonly (infer One)[]
    ? One
    : S
  : 200;

type SuccessResponse<R extends ApiRoute> = R extends { kind: 'stream' }
  ? { 200: z.ZodString }
  : R extends { kind: 'redirect' }
    ? { 302: z.ZodNull }
    : R extends { kind: 'download' }
      ? { 200: z.ZodString }
      : R extends { kind: 'empty' }
        ? { 204: z.ZodNull }
        : R extends JsonRoute
          ? {
              [S in StatusOf<R>]: ReturnType<typeof envelope<R['response']>>;
            }
          : never;

type ErrorResponses<R extends ApiRoute> = {
  [S in R['errors'][number]]: ReturnType<typeof errorResponses>[number];
};

/** The Fastify schema of a contract entry, so handlers are typed by it. */
export type RouteSchema<R extends ApiRoute> = {
  params: Field<R, 'params'>;
  querystring: Field<R, 'query'>;
  body: Field<R, 'body'>;
  response: SuccessResponse<R> & ErrorResponses<R>;
};

export type ContractHandler<R extends ApiRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  RouteSchema<R>,
  ZodTypeProvider
>;

/** What a route adds to its entry: rate-limit settings and the like. */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'bodyLimit'>;

function successResponse(entry: ApiRoute) {
  if (entry.kind === 'stream') return { 200: z.string().describe('text/event-stream') };
  if (entry.kind === 'redirect') return { 302: z.null().describe('Redirect') };
  // Strings and buffers skip the response serializer, so the file goes out as it is.
  if (entry.kind === 'download') {
    return { 200: z.string().describe(`File download: ${entry.contentTypes.join(' | ')}`) };
  }
  // The handler answers reply.code(204).send(null): Fastify sends neither body nor content type.
  if (entry.kind === 'empty') return { 204: z.null().describe('No Content') };
  const data = envelope(entry.response);
  return Object.fromEntries(successStatuses(entry).map((status) => [status, data]));
}

const SECURITY = {
  none: undefined,
  optional: [{}, { bearerAuth: [] }],
  required: [{ bearerAuth: [] }],
} as const;

/** The entry's path relative to the plugin it is registered in (which may add a prefix). */
function relativeUrl(prefix: string, entry: ApiRoute): string {
  const full = `${API_PREFIX}${entry.path}`;
  if (full !== prefix && !full.startsWith(`${prefix}/`)) {
    throw new Error(`${entry.method} ${full} cannot be registered below ${prefix || '/'}`);
  }
  // '' is the prefix itself: the path as the table gives it, without a trailing-slash twin.
  return full.slice(prefix.length);
}

/**
 * Authentication runs after the rate limiter (onRequest), so a stream of anonymous or forged
 * calls is throttled like any other, and before the body is read, so nobody unauthenticated
 * gets a body parsed.
 */
const authenticateBeforeBody =
  (app: ZodApp) =>
  async <P>(request: FastifyRequest, _reply: FastifyReply, payload: P): Promise<P> => {
    await app.authenticate(request);
    return payload;
  };

/**
 * Registers a route of the contract's table: method, path and schemas come from the entry, so
 * server and web cannot disagree on them; `auth: 'required'` runs app.authenticate first.
 */
export function route<const R extends ApiRoute>(
  app: ZodApp,
  entry: R,
  handler: ContractHandler<R>,
): void;
export function route<const R extends ApiRoute>(
  app: ZodApp,
  entry: R,
  extras: RouteExtras,
  handler: ContractHandler<R>,
): void;
export function route<const R extends ApiRoute>(
  app: ZodApp,
  entry: R,
  extrasOrHandler: RouteExtras | ContractHandler<R>,
  maybeHandler?: ContractHandler<R>,
): void {
  const extras = typeof extrasOrHandler === 'function' ? {} : extrasOrHandler;
  const handler = typeof extrasOrHandler === 'function' ? extrasOrHandler : maybeHandler!;
  const errors: readonly ErrorStatus[] = entry.errors;
  app.route({
    method: entry.method,
    url: relativeUrl(app.prefix, entry),
    ...(entry.auth === 'required' ? { preParsing: authenticateBeforeBody(app) } : {}),
    ...extras,
    schema: {
      tags: [routeTag(entry)],
      ...(entry.summary ? { summary: entry.summary } : {}),
      ...(entry.description ? { description: entry.description } : {}),
      ...(SECURITY[entry.auth] ? { security: SECURITY[entry.auth] } : {}),
      ...(entry.params ? { params: entry.params } : {}),
      ...(entry.query ? { querystring: entry.query } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      response: { ...successResponse(entry), ...errorResponses(...errors) },
    },
    handler: handler as RouteHandlerMethod,
  });
}
