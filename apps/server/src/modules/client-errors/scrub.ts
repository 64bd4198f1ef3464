/**
 * Blanks whatever in a browser's error text looks like a credential, before it reaches a log:
 * bearer headers, JWTs, `password=…`/`"token": "…"` pairs, and long opaque strings (refresh
 * tokens, API keys). UUIDs stay readable: they name sessions and words, not secrets.
 */
const REDACTED = '[redacted]';

const SECRET_NAMES =
  'password|passwd|pwd|secret|\\w*token|api[_-]?key|authorization|cookie|credentials?';
/** OAuth's one-time code and state travel in query strings; elsewhere `code` is an error code. */
const QUERY_SECRET_NAMES = `${SECRET_NAMES}|code|state`;

const RULES: [RegExp, string][] = [
  // Authorization: Bearer <anything>
  [/\b(bearer|basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`],
  // header.payload.signature
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, REDACTED],
  // "password": "…", token: …, 'apiKey': '…' in JSON-ish text
  [
    new RegExp(
      `(["']?\\b(?:${SECRET_NAMES})["']?\\s*[:=]\\s*)("(?:[^"\\\\]|\\\\.)*"|'[^']*'|[^\\s,}&]+)`,
      'gi',
    ),
    `$1${REDACTED}`,
  ],
  // ?code=…&state=… in URLs
  [new RegExp(`([?&;](?:${QUERY_SECRET_NAMES})=)[^&#\\s]*`, 'gi'), `$1${REDACTED}`],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A run this long of token characters is a key or a token, not a word of an error message. */
const OPAQUE = /[A-Za-z0-9_\-+/=]{32,}/g;

const hasLetterAndDigit = (run: string) => /[A-Za-z]/.test(run) && /\d/.test(run);

export function scrubSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out.replace(OPAQUE, (run) =>
    UUID.test(run) || !hasLetterAndDigit(run) || run.includes('/') ? run : REDACTED,
  );
}
