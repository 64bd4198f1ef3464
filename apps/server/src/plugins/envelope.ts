import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  type ApiError,
  type ErrorCode,
  type FieldIssue,
} from '@toeic-ace/contract';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, ServiceUnavailableError } from '../errors';

/** Success envelope; handlers return ok(data). */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** Documents the error envelope for the given statuses in a route's response schema. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema]));

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMIT_EXCEEDED',
};

type Validation = NonNullable<FastifyError['validation']>[number];

/**
 * A hostile body must not be able to make the answer large or slow: zod reports every unknown
 * key in one message that lists them all, so echoing it per key grew with the square of the keys.
 */
export const ISSUE_LIMITS = { maxIssues: 20, maxMessage: 200, maxPathSegment: 50 } as const;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
const pathOf = (segments: string[]) =>
  segments.map((s) => clip(s, ISSUE_LIMITS.maxPathSegment)).join('.');

/** One issue per offending field, at most maxIssues; an unknown key is named by its own path. */
function toFieldIssues(validation: Validation[]): { issues: FieldIssue[]; total: number } {
  const issues: FieldIssue[] = [];
  let total = 0;
  const add = (segments: string[], message: string, code: string) => {
    total += 1;
    if (issues.length < ISSUE_LIMITS.maxIssues) {
      issues.push({
        path: pathOf(segments),
        message: clip(message, ISSUE_LIMITS.maxMessage),
        code,
      });
    }
  };
  for (const v of validation) {
    const base = v.instancePath.split('/').filter(Boolean);
    const keys = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: string[] }).keys : null;
    if (keys?.length) {
      for (const key of keys.slice(0, ISSUE_LIMITS.maxIssues)) {
        add([...base, key], 'unknown field', v.keyword);
      }
      total += Math.max(0, keys.length - ISSUE_LIMITS.maxIssues);
    } else {
      add(base, v.message ?? 'invalid value', v.keyword);
    }
  }
  return { issues, total };
}

function describe(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    const { statusCode: status, code, message, details } = error;
    return { status, body: { code, message, ...(details === undefined ? {} : { details }) } };
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const { issues: details, total } = toFieldIssues(error.validation ?? []);
    const first = details[0];
    const where = first?.path || error.validationContext || 'request';
    const more = total > 1 ? ` (and ${total - 1} more)` : '';
    const message = `Invalid ${error.validationContext ?? 'request'}: ${where}: ${first?.message}${more}`;
    return { status: 400, body: { code: 'VALIDATION_ERROR', message, details } };
  }
  const status = error.statusCode ?? 500;
  // Only the body parser's SyntaxError (it sets a 400); one from our own code is a bug, a 500.
  const badJson = error instanceof SyntaxError && status === 400;
  if (badJson || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    const message = 'Request body is not valid JSON';
    return { status: 400, body: { code: 'VALIDATION_ERROR', message } };
  }
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR';
    return { status, body: { code, message: error.message } };
  }
  return { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Internal server error' } };
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A database that is down or restarting is a 503 to retry, not a bug: no driver text goes out.
  // An AppError is a deliberate answer and keeps its status whatever it wraps.
  const unavailable = !(error instanceof AppError) && isDatabaseUnavailable(error);
  const shown = unavailable ? new ServiceUnavailableError() : error;
  const { status, body } = describe(shown);
  if (shown instanceof ServiceUnavailableError) {
    reply.header('retry-after', String(shown.retryAfterSeconds));
    // Expected while the database restarts, and it passes by itself: a warning, not an error.
    request.log.warn({ err: error, code: body.code }, body.message);
  } else if (status >= 500) {
    // 5xx details go to the log only; the client gets the generic message above.
    request.log.error({ err: error }, 'request failed');
  } else request.log.info({ status, code: body.code }, body.message);
  return reply.status(status).send({ success: false, error: body });
}

async function envelopePlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export default fp(envelopePlugin, { name: 'envelope' });
