// Without zod: the web app's error handler reads these on every page (client-errors.ts holds the
// report's schema, which only the call that sends a report needs).

/** The kinds of client failure, as the browser's error handler classifies them. */
export const CLIENT_ERROR_TYPES = [
  'API_ERROR',
  'NETWORK_ERROR',
  'AUTHENTICATION_ERROR',
  'RATE_LIMIT_ERROR',
  'STORAGE_ERROR',
  'STORAGE_QUOTA_EXCEEDED',
  'STORAGE_CORRUPTION',
  'VALIDATION_ERROR',
  'COMPONENT_ERROR',
  'UNKNOWN_ERROR',
] as const;
export type ClientErrorType = (typeof CLIENT_ERROR_TYPES)[number];

export const ERROR_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

/** Severities from this one up are also sent to the server. */
export const REPORTED_SEVERITIES: readonly ErrorSeverity[] = ['high', 'critical'];
