/** Every error code a response can carry: one union shared by server and client. */
export const ERROR_CODES = [
  // HTTP contract (docs/architecture.md)
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'RATE_LIMIT_EXCEEDED',
  'AI_UNAVAILABLE',
  // The database is down or restarting: try again after Retry-After seconds
  'SERVICE_UNAVAILABLE',
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
  // A mistakes session asked for while nothing matching is due in the mistakes notebook
  'NO_MISTAKES_DUE',
  // Mock tests: an answer after its section's time is up, or after submission
  'SECTION_CLOSED',
  'MOCK_TEST_SUBMITTED',
  // A reading answer while the listening section is still open (finish listening first)
  'LISTENING_NOT_FINISHED',
  // A new mock while the learner's earlier form is unfinished; details: { id } of the open one
  'MOCK_TEST_IN_PROGRESS',
  // An answer before the learner has started the listening section
  'MOCK_TEST_NOT_STARTED',
  // The pool holds too few questions to assemble a mock form
  'NOT_ENOUGH_QUESTIONS',
  // AI tutor: no provider configured, and the chat calls' own failure codes
  'AI_NOT_CONFIGURED',
  'CREATE_SESSION_FAILED',
  'FETCH_SESSIONS_FAILED',
  'FETCH_SESSION_FAILED',
  'SEND_MESSAGE_FAILED',
  'UPDATE_SESSION_FAILED',
  'DELETE_SESSION_FAILED',
  'CHAT_FAILED',
  // CHAT_LIMITS: sessions per learner, messages per session; details: { limit }
  'CHAT_SESSION_LIMIT',
  'CHAT_SESSION_FULL',
  // Vocabulary
  'WORD_ALREADY_EXISTS',
  'WORD_NOT_FOUND',
  // The notebook holds VOCABULARY_LIMITS.notebookMaxWords; details: { limit, room }
  'NOTEBOOK_FULL',
  // A second export while the learner's first is still being written
  'EXPORT_IN_PROGRESS',
  // An Anki package that cannot be read, or one past the size limits (details: { limit })
  'ANKI_PACKAGE_INVALID',
  'ANKI_PACKAGE_TOO_LARGE',
  // A migration call past MIGRATION.maxPerCall (413; details: { what, limit })
  'MIGRATION_BATCH_TOO_LARGE',
  // Client transport: what the web client reports when no envelope came back
  'SERVER_ERROR',
  'NETWORK_ERROR',
  'REQUEST_ERROR',
  'REQUEST_FAILED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
