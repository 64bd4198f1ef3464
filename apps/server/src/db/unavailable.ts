/**
 * Tells a database that is down, restarting or too busy to answer (a condition that passes by
 * itself, so the client should try again) from a bug in a query (a 500). Driver errors differ
 * per dialect and arrive wrapped in different ways, so this one module answers the question.
 */

/** How long a client is asked to wait: a fast PostgreSQL restart takes a second or two. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL SQLSTATEs of a server going away or not taking connections yet:
 * admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down),
 * too_many_connections. Class 08 (connection exceptions) is matched by its prefix.
 */
const PG_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Socket errors of a server that is not there, or that dropped the connection. Only the database
 * reaches the error handler with these (AI and dictionary calls map their own failures); were
 * another service to, a 503 to retry would be the right answer for it too.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports a lost connection and an exhausted pool wait with plain Errors that
 * carry no code, only these messages.
 */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

function looksUnavailable(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (PG_UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code)) return true;
    // SQLSTATEs are five characters; better-sqlite3's codes start with SQLITE_.
    if (code.length === 5 && code.startsWith('08')) return true;
    // SQLITE_BUSY and its extended codes: another writer held the lock past busy_timeout.
    if (code.startsWith('SQLITE_BUSY')) return true;
  }
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((re) => re.test(message));
}

/**
 * Whether `error`, or an error it wraps (`cause`, or one of an AggregateError's `errors`, as
 * Node reports a refused connection to every address of a host), says the database is
 * unavailable. The walk is bounded so a cyclic `cause` cannot hang a request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 20; seen++) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null) continue;
    if (looksUnavailable(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
