/** Every error code a response can carry: one union shared by server and client. */
export const ERROR_CODES = [
  // HTTP contract (ARCHITECTURE.md §3)
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMIT_EXCEEDED',
  'AI_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Auth
  'EMAIL_TAKEN',
  'LOGIN_FAILED',
  'REGISTRATION_FAILED',
  'PROFILE_FAILED',
  'UPDATE_FAILED',
  'NO_REFRESH_TOKEN',
  'REFRESH_FAILED',
  'INVALID_REFRESH_TOKEN',
  'INVALID_CURRENT_PASSWORD',
  'PASSWORD_NOT_SET',
  'GOOGLE_NOT_CONFIGURED',
  // Questions
  'GENERATION_FAILED',
  'INVALID_DATA_FORMAT',
  // Practice
  'SESSION_COMPLETED',
  // Vocabulary
  'WORD_ALREADY_EXISTS',
  'WORD_NOT_FOUND',
  // Client transport (spec 000 §8)
  'SERVER_ERROR',
  'NETWORK_ERROR',
  'REQUEST_ERROR',
  'REQUEST_FAILED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
