import type { ErrorCode, FieldIssue } from '@toeic-ace/contract';
import { DATABASE_RETRY_AFTER_SECONDS } from './db/unavailable';

/**
 * An error the client is meant to see: status, code and message go out in the envelope as they
 * are. Anything else thrown becomes a generic 500 (plugins/envelope.ts), or a 503 when it says the
 * database is unavailable (db/unavailable.ts).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, issues: FieldIssue[]) {
    super(400, 'VALIDATION_ERROR', message, issues);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required', code: ErrorCode = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(code: ErrorCode, message: string) {
    super(409, code, message);
  }
}

export class RateLimitError extends AppError {
  constructor(message = 'Too many requests, please try again later') {
    super(429, 'RATE_LIMIT_EXCEEDED', message);
  }
}

/**
 * The database (or another service the request needs) is down or restarting: the same request
 * should succeed in a few seconds, so the client is told when to try again (Retry-After).
 */
export class ServiceUnavailableError extends AppError {
  constructor(
    message = 'The service is temporarily unavailable; please try again in a few seconds',
    readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS,
    details?: unknown,
  ) {
    super(503, 'SERVICE_UNAVAILABLE', message, details);
  }
}

export class AiUnavailableError extends AppError {
  constructor(message = 'The AI service is unavailable') {
    super(503, 'AI_UNAVAILABLE', message);
  }
}
