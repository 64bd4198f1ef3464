import { VOCABULARY_LIMITS, type ErrorCode } from '@toeic-ace/contract/rules';
import type { FieldIssue } from '@toeic-ace/contract';
import { i18n } from './i18n';

/** Any failure of an API call: the server's error object, or a transport error. */
export class ApiClientError extends Error {
  readonly code: ErrorCode | (string & {});
  readonly status: number;
  readonly details: unknown;

  constructor(message: string, code: ErrorCode | (string & {}), status = 0, details?: unknown) {
    super(message);
    this.name = 'ApiClientError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  /** The field issues of a 400 VALIDATION_ERROR, if the server sent them. */
  get fieldIssues(): FieldIssue[] {
    if (!Array.isArray(this.details)) return [];
    return this.details.filter(
      (d): d is FieldIssue =>
        typeof d === 'object' && d !== null && typeof (d as FieldIssue).path === 'string',
    );
  }
}

export const isApiClientError = (error: unknown): error is ApiClientError =>
  error instanceof ApiClientError;

/** Codes whose message was produced on this side in the user's language. */
export const TRANSPORT_CODES: readonly string[] = [
  'SERVER_ERROR',
  'NETWORK_ERROR',
  'REQUEST_ERROR',
  'NO_REFRESH_TOKEN',
  'REFRESH_FAILED',
];

export const serverError = (status: number) =>
  new ApiClientError(i18n.t('errors.serverError', { status }), 'SERVER_ERROR', status);

/** No answer: the network failed, or (timedOut) nothing came back within the request timeout. */
export const networkError = ({ timedOut = false } = {}) =>
  new ApiClientError(
    i18n.t('errors.networkError'),
    'NETWORK_ERROR',
    0,
    timedOut ? { timedOut } : undefined,
  );

/** A NETWORK_ERROR raised because the request timeout ran out. */
export const isTimeout = (error: ApiClientError) =>
  error.code === 'NETWORK_ERROR' &&
  (error.details as { timedOut?: unknown } | undefined)?.timedOut === true;

export const requestError = (status = 0) =>
  new ApiClientError(i18n.t('errors.requestError'), 'REQUEST_ERROR', status);

export const noRefreshTokenError = () =>
  new ApiClientError(i18n.t('errors.noRefreshToken'), 'NO_REFRESH_TOKEN', 401);

export const refreshFailedError = (status: number) =>
  new ApiClientError(i18n.t('errors.refreshFailed'), 'REFRESH_FAILED', status);

/**
 * The text to show for a failed call: transport messages are already localised; known server
 * codes get their localised text; anything else falls back to the caller's message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiClientError(error)) return fallback;
  if (TRANSPORT_CODES.includes(error.code)) return error.message;
  if (error.code === 'RATE_LIMIT_EXCEEDED') return i18n.t('errors.rateLimited');
  // The database is restarting: the server's English text would say so in the wrong language.
  if (error.code === 'SERVICE_UNAVAILABLE') return i18n.t('errors.serviceUnavailable');
  if (error.code === 'NOTEBOOK_FULL') return notebookFullText(error);
  return fallback;
}

/** The notebook's word limit as the learner's language writes numbers ("20,000"). */
export const notebookLimit = () => VOCABULARY_LIMITS.notebookMaxWords.toLocaleString(i18n.language);

/** 409 NOTEBOOK_FULL in the learner's language: the limit and how many more words fit. */
export function notebookFullText(error: ApiClientError): string {
  const room = (error.details as { room?: unknown } | undefined)?.room;
  return typeof room === 'number' && room > 0
    ? i18n.t('errors.notebookFull', { limit: notebookLimit(), room })
    : i18n.t('errors.notebookFullNone', { limit: notebookLimit() });
}
